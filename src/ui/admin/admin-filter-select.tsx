import { AdminInput } from "./admin-input";

/**
 * One condition of an admin list's GET filter form: a select named `name`, labelled `label`, whose first option (`all`,
 * an empty value) leaves the condition out. `options` are `[value, text]` pairs.
 */
export function AdminFilterSelect({
  name,
  label,
  all,
  options,
  value,
}: {
  name: string;
  label: string;
  all: string;
  options: ReadonlyArray<readonly [value: string | number, text: string]>;
  value: string | number | undefined;
}) {
  return (
    <AdminInput name={name} defaultValue={value ?? ""} aria-label={label} as="select">
      <option value="">{all}</option>
      {options.map(([optionValue, text]) => (
        <option key={optionValue} value={optionValue}>
          {text}
        </option>
      ))}
    </AdminInput>
  );
}
