import "server-only";
import { adultGateNeedsIdentity } from "@/domains/accounts/adult-standing";
import { getConfig } from "@/platform/config";
import { PageHeading } from "@/ui/page-heading";
import { publicApiDocument } from "./openapi-document";

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  items?: Schema;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  const?: unknown;
};
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
};

/** A parameter's values as a reader needs them: `30 | 90 | 365`, `정수 1–100 (기본 24)`, `문자열, 여러 번`. */
function valuesOf(schema: Schema | undefined): string {
  if (!schema) return "";
  if (schema.items) return `${valuesOf(schema.items)}, 여러 번 가능`;
  const range = schema.minimum !== undefined && schema.maximum !== undefined ? ` ${schema.minimum}–${schema.maximum}` : "";
  const base = schema.enum
    ? schema.enum.join(" | ")
    : schema.const !== undefined
      ? String(schema.const)
      : schema.type === "integer" || schema.type === "number"
        ? `숫자${range}`
        : "문자열";
  return schema.default !== undefined ? `${base} (기본 ${String(schema.default)})` : base;
}

const EXAMPLES: Record<string, string> = {
  listProducts: "/products?inhalation=MTL&sort=price&stock=1&limit=10",
  getProduct: "/products/1",
  getPriceHistory: "/products/1/history?days=90&by=shop&format=csv",
  getOpenApiDocument: "/openapi.json",
};

/** /developers/api: the public API's page, rendered on the server from its OpenAPI document (routes, parameters, answers, limits). */
export function ApiDocsPage() {
  const document = publicApiDocument();
  const server = document.servers?.[0]?.url ?? `${getConfig().BASE_URL}/api/v1`;
  const paths = Object.entries(document.paths ?? {}) as Array<[string, { get?: Operation }]>;
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <PageHeading title="가격 API" description={document.info.title} />
      <p className="text-gray-700">{document.info.description}</p>
      <section className="space-y-2 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-bold">시작하기</h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
          <li>
            주소: <code>{server}</code> · 문서(OpenAPI 3.1):{" "}
            <a className="underline" href="/api/v1/openapi.json">
              /api/v1/openapi.json
            </a>
          </li>
          <li>
            {adultGateNeedsIdentity()
              ? "데이터는 본인인증을 마친 회원의 키로만 읽을 수 있습니다(키 없이 보내면 403)."
              : "키 없이 쓸 수 있습니다. 더 많이 요청하려면"}{" "}
            <a className="underline" href="/profile#api-keys">
              내 정보 › API 키
            </a>
            에서 키를 만들어 <code>Authorization: Bearer 키</code> 또는 <code>x-api-key: 키</code> 헤더로 보내세요. 폐기한 키는 401로
            거절됩니다.
          </li>
          <li>
            한도를 넘으면 429와 <code>Retry-After</code>(초)로 답합니다. 응답의 <code>RateLimit-Remaining</code>이 남은 요청 수입니다.
          </li>
          <li>
            응답에는 <code>ETag</code>가 있습니다. <code>If-None-Match</code>로 보내면 바뀌지 않았을 때 본문 없이 304로 답하고, 가격이
            바뀌면 바로 새 ETag가 됩니다.
          </li>
          <li>
            목록과 가격 기록은 <code>format=csv</code>(또는 <code>Accept: text/csv</code>)로 CSV를 받을 수 있습니다. UTF-8(BOM 포함)이라
            엑셀에서 한글이 그대로 열립니다.
          </li>
          <li>
            오류는 4xx와 <code>{'{"error":{"code":"…","message":"…"}}'}</code> 형태의 한국어 설명으로 답합니다.
          </li>
        </ul>
      </section>
      {paths.map(([path, item]) => {
        const op = item.get;
        if (!op) return null;
        const example = op.operationId ? EXAMPLES[op.operationId] : undefined;
        return (
          <section key={path} id={op.operationId} className="space-y-3 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-bold">
              <code className="mr-2 rounded bg-gray-100 px-1.5 py-0.5 text-sm">GET</code> <code>{path}</code>
            </h2>
            <p className="font-medium">{op.summary}</p>
            {op.description ? <p className="text-sm text-gray-700">{op.description}</p> : null}
            {op.parameters?.length ? (
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{`${path}의 매개변수`}</caption>
                <thead>
                  <tr className="border-b border-gray-200">
                    <th className="py-1 pr-3">이름</th>
                    <th className="py-1 pr-3">값</th>
                    <th className="py-1">설명</th>
                  </tr>
                </thead>
                <tbody>
                  {op.parameters.map((p) => (
                    <tr key={`${p.in}:${p.name}`} className="border-b border-gray-100 align-top">
                      <td className="py-1 pr-3">
                        <code>{p.name}</code>
                        {p.in === "path" ? " (경로)" : ""}
                        {p.required ? " *" : ""}
                      </td>
                      <td className="py-1 pr-3 text-gray-600">{valuesOf(p.schema)}</td>
                      <td className="py-1 text-gray-700">{p.description}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            <ul className="text-sm text-gray-700">
              {Object.entries(op.responses).map(([status, response]) => (
                <li key={status}>
                  <code>{status}</code> {response.description}
                  {response.content ? ` (${Object.keys(response.content).join(", ")})` : ""}
                </li>
              ))}
            </ul>
            {example ? (
              <pre
                tabIndex={0}
                aria-label={`${path} 요청 예시`}
                className="overflow-x-auto rounded-lg bg-gray-900 p-3 text-sm text-gray-100"
              >
                <code>{`curl -H "x-api-key: $API_KEY" "${server}${example}"`}</code>
              </pre>
            ) : null}
          </section>
        );
      })}
    </article>
  );
}
