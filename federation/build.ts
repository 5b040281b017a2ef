/**
 * The whole federation policy, in one module used by every app's rspack config: names, ports, what is shared and
 * how, output naming, loaders and the dev server. It knows no app's file layout: each app passes its own paths.
 * See docs/adr/0001-federation-policy.md.
 */
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type Module, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { routerProductionBuild } from './router-build';
import { PORTS, type AppName } from './sites.mjs';

export type { AppName };

// Libraries that hold module-level state: exactly one copy may run on a page. React and React DOM are shared as
// themselves (their subpaths too, through the trailing slash); the router, Redux and the store live inside
// @wellness/shared/contract, and RTK Query inside @wellness/shared/api, so they are shared through those two.
const SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/', '@wellness/shared/contract', '@wellness/shared/api'] as const;

const resourceOf = (module: Module) => (module as unknown as { resource?: string }).resource ?? '';

function packageVersion(appDir: string, request: string): string {
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  return (fromApp(`${name}/package.json`) as { version: string }).version;
}

/** Each singleton at the version this app was built with; an app needs at least that version, same major. */
function sharedConfig(appDir: string) {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = packageVersion(appDir, request);
      return [request, { singleton: true, strictVersion: true, version, requiredVersion: `^${version}` }];
    }),
  );
}

/** The product's own media, served at /media by the shell (and by each dev server). */
export function sharedMediaDir(appDir: string): string {
  return path.join(path.dirname(createRequire(path.join(appDir, 'package.json')).resolve('@wellness/shared/package.json')), 'media');
}

/** The page of a remote's standalone dev harness; in the composed site only its exposed modules are used. */
function standaloneHtml(name: AppName): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${name} · standalone</title></head><body><div id="root"></div></body></html>`;
}

interface CommonOptions {
  name: AppName;
  /** The app's folder (its rspack.config.ts's __dirname). */
  dir: string;
  /** The app's entry module, relative to dir; it only does `import('./bootstrap')` (the async boundary). */
  entry: string;
  /** Plugins of one app. */
  plugins?: RspackPluginInstance[];
  /** Production-only plugins of one app (the shell's service worker). */
  productionPlugins?: RspackPluginInstance[];
  /** Development-only plugins of one app (the shell's local /config.json for its dev server). */
  developmentPlugins?: RspackPluginInstance[];
}

export interface HostOptions extends CommonOptions {
  /** The HTML page of the site, relative to dir. */
  htmlTemplate: string;
  /** A folder copied as is into the build (its index.html excluded), relative to dir. */
  publicDir?: string;
}

export interface RemoteOptions extends CommonOptions {
  /** Expose name → module, relative to dir. */
  exposes: Record<string, string>;
}

/**
 * Everything of an app's build but federation: output naming, loaders, CSS modules, minification. The bench builds
 * its monolith (the same pages without federation) on this too, so the two differ only by federation.
 */
export function baseConfig({ dir, name, production, publicPath }: { dir: string; name: string; production: boolean; publicPath: string }): Configuration {
  return {
    context: dir,
    // Evergreen browsers: no ES5 down-levelling, no helpers for classes, async functions or destructuring.
    target: ['web', 'es2022'],
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      ...(production ? { alias: { 'react-router$': routerProductionBuild(dir) } } : {}),
    },
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
              target: 'es2022',
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
    // Module and chunk ids by order, not by hashing identifiers: shared-module identifiers hold absolute paths, so
    // hashed ids (and every chunk hash) changed with the folder a build ran in (a build must be reproducible).
    optimization: { minimize: production, moduleIds: 'natural', chunkIds: 'natural' },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ...(production ? [compileHint()] : []),
    ],
  };
}

/**
 * V8's explicit compile hint, first line of every script: a script of ours is loaded when its code is about to run,
 * so the browser compiles all of its functions while the file streams in, on a background thread, instead of each one
 * on the main thread the first time it is called (the long tasks of a page's start). After minifying, which
 * drops comments; before the source maps, which then count the line.
 */
function compileHint(): RspackPluginInstance {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/** The port to serve on: PORT if set, else the app's own port (sites.mjs), else the next free one (another site may run). */
async function devPort(name: AppName): Promise<number> {
  if (process.env.PORT) return Number(process.env.PORT);
  const isFree = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = net.createServer().once('error', () => resolve(false));
      server.listen(port, 'localhost', () => server.close(() => resolve(true)));
    });
  for (let port = PORTS[name]; port < PORTS[name] + 100; port += 1) if (await isFree(port)) return port;
  return PORTS[name];
}

/**
 * The host's entry script as `async` (at the end of the body, after the page it starts): run as `defer`, it shares
 * the task in which the parser finishes and the browser works out the style and layout of the whole prerendered page,
 * one long task; `async`, it runs in a task of its own.
 */
class AsyncEntryScript implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('AsyncEntryScript', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('AsyncEntryScript', (data) => {
        for (const tag of data.assetTags.scripts) {
          delete tag.attributes.defer;
          tag.attributes.async = true;
        }
        return data;
      });
    });
  }
}

export function createAppConfig(options: HostOptions | RemoteOptions): (env: unknown, argv: { mode?: string; command?: string }) => Promise<Configuration | Configuration[]> {
  const { name, dir, entry, plugins = [], productionPlugins = [], developmentPlugins = [] } = options;
  const host = 'htmlTemplate' in options ? options : null;
  const remote = 'exposes' in options ? options : null;
  const mediaDir = sharedMediaDir(dir);
  return async (_env, argv) => {
    const production = argv.mode !== 'development';
    // `dev:composed`: a remote's dev build run inside the production shell, so it uses production React and JSX, as
    // the shell does (the development JSX runtime against production React breaks its hooks).
    const composed = process.env.WELLNESS_COMPOSED === '1';
    // The shell is served from the site root; a remote's chunks are found relative to its manifest.
    const base = baseConfig({ dir, name, production: production || composed, publicPath: host ? '/' : 'auto' });
    if (composed) Object.assign(base, { mode: 'development', devtool: 'eval-cheap-module-source-map', optimization: { ...base.optimization, minimize: false, nodeEnv: 'production' } });
    const port = argv.mode === 'development' ? await devPort(name) : PORTS[name];
    const web = {
      ...base,
      name,
      entry: { main: entry },
      module: {
        ...base.module,
        rules: [
          ...(base.module?.rules ?? []),
          // Our federation startup in place of the generated one: the same protocol in 2 KB (ADR 0004).
          { test: /(^|[\\/])@module-federation[\\/]runtime[\\/]rspack\.js$/, enforce: 'pre', loader: path.join(__dirname, 'runtime/entry-loader.cjs'), options: { name } },
        ],
      },
      optimization: {
        ...base.optimization,
        splitChunks: {
          cacheGroups: {
            // Shared libraries ship as two chunks instead of one per package: each file costs a request and its
            // own gzip dictionary (4 KB gzip over the first paint of / before).
            react: { test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'all', enforce: true, priority: 20 },
            // The contract with the router and Redux it wraps; RTK Query stays in its own chunk until a page needs it.
            // The site's protocol (a few names and path rules) is plain code each app bundles where it reads it: the
            // shell's entry, before the contract; a remote's page, without the remote's own copy of the contract.
            contract: {
              test: (module: Module) =>
                /[\\/](shared[\\/]src[\\/]contract[\\/]|node_modules[\\/].*[\\/](react-router|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/])/.test(resourceOf(module)) &&
                !/[\\/]dist[\\/]query[\\/]/.test(resourceOf(module)) &&
                !/[\\/]contract[\\/]site[\\/]protocol\.mjs$/.test(resourceOf(module)),
              name: 'contract', chunks: 'all', enforce: true, priority: 10,
            },
          },
        },
      },
      plugins: [
        ...(base.plugins ?? []),
        new ModuleFederationPlugin({
          name,
          ...(remote ? { exposes: remote.exposes, filename: 'remoteEntry.js' } : {}),
          // Remotes are registered at run time from /config.json (ADR 0001); none are baked in.
          remotes: {},
          shared: sharedConfig(dir),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          dev: { disableDynamicRemoteTypeHints: true, disableLiveReload: true, disableHotTypesReload: true },
        }),
        new rspack.HtmlRspackPlugin(
          host
            ? { template: host.htmlTemplate, inject: 'body', scriptLoading: 'defer' }
            : // Absolute script paths, so a deep link of the standalone page (/dashboard/user) finds them.
              { templateContent: standaloneHtml(name), inject: 'body', scriptLoading: 'defer', publicPath: '/' },
        ),
        ...(host ? [new AsyncEntryScript()] : []),
        ...(host
          ? [new rspack.CopyRspackPlugin({ patterns: [
              { from: mediaDir, to: 'media', noErrorOnMissing: true, globOptions: { ignore: ['**/README.md'] } },
              ...(host.publicDir ? [{ from: host.publicDir, globOptions: { ignore: ['**/index.html'] } }] : []),
            ] })]
          : []),
        ...plugins,
        ...(production ? productionPlugins : developmentPlugins),
      ],
      // Lazy compilation asks the page's origin for modules: in the composed site that is the shell, not this server.
      lazyCompilation: false,
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: [{ directory: mediaDir, publicPath: '/media' }, ...(host?.publicDir ? [{ directory: path.join(dir, host.publicDir), publicPath: '/' }] : [])],
        client: { overlay: { errors: true, warnings: false } },
      },
    } satisfies Configuration;
    return web;
  };
}
