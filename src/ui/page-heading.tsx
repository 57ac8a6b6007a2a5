export function PageHeading({ title, description }: { title: string; description?: string }) {
  return (
    <div className="mb-5">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {description ? <p className="mt-1 text-gray-600">{description}</p> : null}
    </div>
  );
}
