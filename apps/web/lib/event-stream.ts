// Server-Sent Events as they arrive (the API's change stream, GET /api/catalog/changes): each block between blank
// lines, with its event name. The page cache follows the stream with it (lib/page-cache.ts), and so do the browser
// tests that must know when a change dropped the kept pages (e2e/support/browser.ts).

/** Each event block of a stream's body (its `event:` name, and the block for its `data:`), in order. */
export async function* eventBlocks(
  body: AsyncIterable<Uint8Array>,
): AsyncGenerator<{ event: string | undefined; block: string }> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of body) {
    buffered += decoder.decode(chunk, { stream: true });
    for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      yield { event: /^event: (.*)$/m.exec(block)?.[1], block };
    }
  }
}
