import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { company } from '../content/site.json';
import { definirConteudoDaBuild } from './content/conteudo-do-site';

// the company's facts the pages are pre-rendered with (scripts/bloco-do-site.mjs writes the same)
definirConteudoDaBuild(company);

/**
 * Used only at build time, to pre-render the public pages to HTML (the product serves no
 * server-side rendering at run time). Waits for everything, hydration data included.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  const stream = await renderToReadableStream(
    <ServerRouter context={context} url={request.url} />,
    {
      signal: request.signal,
    },
  );
  await stream.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(stream, { status, headers });
}
