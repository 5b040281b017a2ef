import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { localUrl, pageChunkNames } from '../sites.mjs';

/**
 * After the Node build of a remote's first views, renders each and writes it beside the browser build as
 * `first-paint/<route chunk name>.html`, the views the server completes with data as `<route chunk name>.filled.html`,
 * each page's first API calls as `first-paint/<route chunk name>.data.json`, and the shell's header and footer as
 * `first-paint/chrome.json`, where the site's server finds them (federation/hints.mjs).
 */
export class FirstPaintPlugin implements RspackPluginInstance {
  constructor(private readonly webDist: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('FirstPaintPlugin', (compilation) => {
      const bundle = path.join(compilation.outputOptions.path!, 'first-paint.cjs');
      const require = createRequire(bundle);
      delete require.cache[bundle];
      const { renderFirstPaint, renderFirstDataPaint, renderFirstPaintChrome, firstData } = require(bundle) as {
        renderFirstPaint: (apiBaseUrl: string) => Record<string, string>;
        renderFirstDataPaint: (apiBaseUrl: string) => Record<string, string>;
        renderFirstPaintChrome: (apiBaseUrl: string) => { header: Record<string, string>; footer: string } | null;
        firstData: () => Record<string, string[]>;
      };
      const out = path.join(this.webDist, 'first-paint');
      mkdirSync(out, { recursive: true });
      // The site's CSP forbids style attributes: the browser would drop them and report each one as an error.
      const refuseInlineStyle = (what: string, html: string) => {
        const inlineStyle = /<[^>]+\sstyle="[^"]*"/.exec(html);
        if (inlineStyle) throw new Error(`The first view of ${what} has a style attribute, which the CSP blocks: ${inlineStyle[0].slice(0, 160)}`);
      };
      const write = (views: Record<string, string>, extension: string) => {
        for (const [route, html] of Object.entries(views)) {
          refuseInlineStyle(route, html);
          writeFileSync(path.join(out, `${pageChunkNames(route)[0]}${extension}`), html);
        }
      };
      const chrome = renderFirstPaintChrome(localUrl('api'));
      if (chrome) {
        for (const [path, html] of Object.entries(chrome.header)) refuseInlineStyle(`the header (as on ${path})`, html);
        refuseInlineStyle('the footer', chrome.footer);
        writeFileSync(path.join(out, 'chrome.json'), JSON.stringify(chrome));
      }
      write(renderFirstPaint(localUrl('api')), '.html');
      write(renderFirstDataPaint(localUrl('api')), '.filled.html');
      for (const [route, calls] of Object.entries(firstData())) {
        writeFileSync(path.join(out, `${pageChunkNames(route)[0]}.data.json`), JSON.stringify(calls));
      }
    });
  }
}
