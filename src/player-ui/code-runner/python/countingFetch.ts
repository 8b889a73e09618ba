/**
 * A fetch that reports each chunk of every response body as it arrives, so loading Pyodide can show its
 * progress in bytes. The responses keep their status and headers (WebAssembly's streaming compile reads
 * the content type).
 */
export function countingFetch(
  fetchFn: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  onBytes: (bytes: number) => void,
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const response = await fetchFn(input, init);
    if (response.body === null) return response;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          onBytes(chunk.byteLength);
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
