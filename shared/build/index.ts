/**
 * The whole federation policy, in one module used by all four rspack configs:
 * ports, names, what is shared and how, output naming and the dev server.
 * See docs/adr/0001-federation-policy.md.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

export const PORTS = { shell: 3000, marketing: 3001, catalog: 3002, dashboards: 3003, api: 4000 } as const;
export type AppName = 'shell' | 'marketing' | 'catalog' | 'dashboards';

const sharedDir = path.resolve(__dirname, '..');
const mediaDir = path.join(sharedDir, 'media');

// Libraries that hold module-level state (React's dispatcher, the router context, the store contract):
// exactly one copy may run on a page. The trailing-slash entries cover subpaths such as react-dom/client.
const SINGLETONS = [
  'react', 'react/', 'react-dom', 'react-dom/', 'react-router', 'react-router-dom', 'react-redux',
  '@reduxjs/toolkit', '@reduxjs/toolkit/', '@wellness/shared',
] as const;

function packageVersion(appDir: string, name: string): string {
  const base = name.replace(/\/$/, '');
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  // react-router is reached through react-router-dom, so resolve it from there when the app lacks it.
  const candidates = [fromApp, createRequire(fromApp.resolve('react-router-dom/package.json'))];
  for (const req of candidates) {
    try {
      return (req(`${base}/package.json`) as { version: string }).version;
    } catch {
      // try the next resolver
    }
  }
  throw new Error(`federation policy: cannot resolve ${base} from ${appDir}`);
}

export function sharedConfig(appDir: string) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = packageVersion(appDir, name);
      const major = version.split('.')[0];
      return [name, { singleton: true, strictVersion: true, version, requiredVersion: `^${major}.0.0` }];
    }),
  );
}

/** The page of a remote's standalone dev harness; in the composed site only its exposed modules are used. */
function standaloneHtml(name: AppName): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${name} · standalone</title></head><body><div id="root"></div></body></html>`;
}

interface AppOptions {
  name: AppName;
  dir: string;
  exposes?: Record<string, string>;
  /** Production-only plugins of one app (the shell's service worker). */
  productionPlugins?: RspackPluginInstance[];
}

export function createAppConfig({ name, dir, exposes, productionPlugins = [] }: AppOptions): (env: unknown, argv: { mode?: string }) => Configuration {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = name === 'shell';
    const port = PORTS[name];
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        // The shell is served from the site root; a remote's chunks are found relative to its manifest.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
      module: {
        parser: { 'css/module': { namedExports: false } },
        generator: { 'css/module': { localIdentName: production ? '[hash:8]' : '[name]__[local]--[hash:5]' } },
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.module\.css$/, type: 'css/module' },
          { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
          { test: /\.(woff2?|png|jpe?g|webp|avif|svg)$/, type: 'asset/resource' },
        ],
      },
      optimization: { minimize: production },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { exposes, filename: 'remoteEntry.js' } : {}),
          // Remotes are registered at run time from /config.json (ADR 0001); none are baked in.
          remotes: {},
          shared: sharedConfig(dir),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          dev: { disableDynamicRemoteTypeHints: true, disableLiveReload: true, disableHotTypesReload: true },
          ...(isHost ? { runtimePlugins: [path.join(dir, 'src/federation/runtimePlugin.ts')] } : {}),
        }),
        new rspack.HtmlRspackPlugin(
          isHost
            ? { template: './public/index.html', inject: 'body', scriptLoading: 'defer' }
            : { templateContent: standaloneHtml(name), inject: 'body', scriptLoading: 'defer' },
        ),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
        ...(isHost
          ? [new rspack.CopyRspackPlugin({ patterns: [{ from: mediaDir, to: 'media', noErrorOnMissing: true, globOptions: { ignore: ['**/README.md'] } }, { from: 'public', globOptions: { ignore: ['**/index.html'] } }] })]
          : []),
        ...(production ? productionPlugins : []),
      ],
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: [{ directory: mediaDir, publicPath: '/media' }, ...(isHost ? [{ directory: path.join(dir, 'public'), publicPath: '/' }] : [])],
        client: { overlay: { errors: true, warnings: false } },
      },
    } satisfies Configuration;
  };
}
