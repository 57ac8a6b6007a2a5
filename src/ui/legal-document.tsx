import { PageHeading } from "./page-heading";

/** One numbered part of a legal document: its heading and its paragraphs (a line starting "· " is a list item). */
export type LegalSection = { heading: string; paragraphs: readonly string[] };

/** A legal page (이용약관, 개인정보 수집·이용, 마케팅 정보 수신): heading, version in force, and its numbered sections. */
export function LegalDocument({
  title,
  version,
  summary,
  sections,
}: {
  title: string;
  version: string;
  summary: string;
  sections: readonly LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl" data-testid="legal-document">
      <PageHeading title={title} description={summary} />
      <p className="mb-6 text-sm text-gray-600">{`시행일: ${version}`}</p>
      <div className="space-y-6 rounded-2xl border border-gray-200 bg-white p-5 leading-relaxed text-gray-800 shadow-sm sm:p-7">
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`} className="mb-2 text-base font-bold text-gray-900">
              {`제${index + 1}조 (${section.heading})`}
            </h2>
            {section.paragraphs.map((paragraph) =>
              paragraph.startsWith("· ") ? (
                <p key={paragraph} className="pl-3 text-[15px]">
                  {paragraph}
                </p>
              ) : (
                <p key={paragraph} className="mb-1.5 text-[15px]">
                  {paragraph}
                </p>
              ),
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
