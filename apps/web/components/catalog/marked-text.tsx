import { Fragment } from 'react';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const textOf = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * The API's highlighted text (escaped text with the matched words in `<mark>`, docs/content.md) as React
 * elements: the marks become <mark>, everything else text that React escapes again, so no HTML from the API
 * is ever inserted as such.
 */
export function MarkedText({ html }: { html: string }) {
  const parts = html.split(/<mark>(.*?)<\/mark>/s);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string keep their order
          <mark key={index}>{textOf(part)}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string keep their order
          <Fragment key={index}>{textOf(part)}</Fragment>
        ),
      )}
    </>
  );
}
