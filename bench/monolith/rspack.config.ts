// The bench's monolith: the shell and every remote's area built as one app with no federation, from the same
// source and the same build settings, so `pnpm bench` can price federation.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { baseConfig, sharedMediaDir } from '../../federation/build';
import { RuntimeConfigPlugin } from '../../shell/build/RuntimeConfigPlugin';
import { RouteTablePlugin } from '../../site/build/RouteTablePlugin';

const root = path.resolve(__dirname, '../..');
const shellDir = path.join(root, 'shell');
const base = baseConfig({ dir: shellDir, name: 'monolith', production: true, publicPath: '/' });

export default {
  ...base,
  entry: { main: [path.join(__dirname, 'intl-warmup.ts'), path.join(shellDir, 'src/bootstrap.tsx')] },
  output: { ...base.output, path: path.join(root, '.bench/monolith') },
  plugins: [
    ...(base.plugins ?? []),
    new rspack.NormalModuleReplacementPlugin(/^\.\/federation$/, (resource) => {
      if (/[\\/]features[\\/]areas$/.test(resource.context)) resource.request = path.join(__dirname, 'areas.ts');
    }),
    new rspack.HtmlRspackPlugin({ template: path.join(shellDir, 'public/index.html'), inject: 'body', scriptLoading: 'defer' }),
    new rspack.CopyRspackPlugin({ patterns: [{ from: sharedMediaDir(shellDir), to: 'media', globOptions: { ignore: ['**/README.md'] } }] }),
    new RuntimeConfigPlugin(),
    // Each remote's pages in chunks named after their paths, as their own builds make them.
    new RouteTablePlugin(['mfe-marketing', 'mfe-catalog', 'mfe-dashboards'].map((dir) => path.join(root, dir, 'src/app/routes.ts'))),
  ],
} satisfies Configuration;
