import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  companyMediaUrlPattern,
  pictureSizes,
  responsiveSrcSet,
} from '../functions/src/contracts/responsive-images.ts';
import { APP_READY_ATTRIBUTE } from './src/app/app-ready.ts';
import type { PageMarkup } from './src/prerender.tsx';
import { EARLY_COVER_ATTRIBUTE } from './src/features/company-page/components/early-cover.ts';

/**
 * The public pages a visitor meets first, with the module of each page (the router loads them lazily): their HTML
 * is drawn at build time so the first paint needs no JavaScript (issue 10). The company page is drawn as its loading
 * state, the same for every company (firebase.json answers /company/* with it).
 */
const prerenderedPages: ReadonlyArray<PrerenderedPage> = [
  // Its largest picture, the cover, comes with its data: the data and the cover start loading with the HTML, the code
  // once the cover is shown.
  {
    path: '/company/:companyId',
    module: 'src/features/company-page/routes/company-page-route.tsx',
    file: 'company-page.html',
    codeStarts: 'when-called',
    headScript: companyCoverEarly(),
    budgeted: true,
  },
  { path: '/', module: 'src/features/home/routes/home-route.tsx' },
  { path: '/marketplace', module: 'src/features/marketplace/routes/marketplace-route.tsx', budgeted: true },
  { path: '/pricing', module: 'src/features/pricing/routes/pricing-route.tsx' },
  { path: '/petnest-app', module: 'src/features/waitlist/routes/petnest-app-route.tsx' },
  { path: '/petnest-business', module: 'src/features/marketing/routes/petnest-business-route.tsx' },
  { path: '/about', module: 'src/features/marketing/routes/about-route.tsx' },
  { path: '/contact', module: 'src/features/marketing/routes/contact-route.tsx' },
  { path: '/support', module: 'src/features/marketing/routes/support-route.tsx' },
  { path: '/careers', module: 'src/features/marketing/routes/careers-route.tsx' },
  { path: '/privacy-policy', module: 'src/features/marketing/routes/privacy-policy-route.tsx' },
  { path: '/terms-of-service', module: 'src/features/marketing/routes/terms-of-service-route.tsx' },
  // Drawn with the reference in its loading state: the library loads in the browser only.
  { path: '/developers', module: 'src/features/developers/routes/developers-route.tsx' },
];

/** The modules of the prerendered pages, whose boot script preloads every file they need (`withPage`). */
export const prerenderedPageModules = prerenderedPages.map((page) => page.module);

/** The modules of the pages whose first load has a budget: vite.config.ts builds the shared chunk from them. */
export const budgetedPageModules = prerenderedPages.filter((page) => page.budgeted).map((page) => page.module);

/** Where a page's HTML goes: its `file`, else /pricing in pricing.html (Hosting's clean URLs). */
function htmlFileOf({ path, file }: PrerenderedPage): string {
  return file ?? (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
}

interface PrerenderedPage {
  path: string;
  module: string;
  /** The HTML file, when the path does not name one (firebase.json rewrites to it). */
  file?: string;
  /**
   * When the page's code starts loading: after the first frame (the default), or when the page's `headScript` calls
   * `window.petnestBoot()`.
   */
  codeStarts?: 'after-first-frame' | 'when-called';
  /** Script run once the page's head is read. */
  headScript?: string;
  /** Its initial JavaScript has a budget (docs/performance.md#budgets: 100 KB gzip for a signed-out visitor). */
  budgeted?: boolean;
}

/**
 * The company page's data, and its cover in the width the hero will choose (CompanyHero: the first photo, drawn full
 * width), requested as the HTML arrives, and the cover shown in the loading hero (CompanyHeroSkeleton) as soon as it
 * is known; the page's code loads once it is shown. The app's own request for the data then comes from the HTTP
 * cache (the answer is public for 5 minutes), and the cover from the preload.
 */
function companyCoverEarly(): string {
  return [
    '(function(){',
    // At the latest after 3 s, or at once without a company or a cover, the code loads.
    'var boot=window.petnestBoot;setTimeout(boot,3000);',
    'var company=/^\\/company\\/([A-Za-z0-9_-]{1,128})\\/?$/.exec(location.pathname);if(!company)return boot();',
    "fetch('/api/companies/'+company[1]+'/public',{headers:{Accept:'application/json'}}).then(function(response){return response.json()}).then(function(body){",
    "var cover=body&&body.data&&body.data.images&&body.data.images[0];if(typeof cover!=='string')return boot();",
    "var link=document.createElement('link');link.rel='preload';link.as='image';link.href=cover;link.setAttribute('fetchpriority','high');",
    `if(new RegExp(${JSON.stringify(companyMediaUrlPattern.source)}).test(cover)){link.setAttribute('imagesrcset',${JSON.stringify(responsiveSrcSet('{url}'))}.split('{url}').join(cover));link.setAttribute('imagesizes',${JSON.stringify(pictureSizes.fullWidth)})}`,
    'document.head.appendChild(link);',
    // The loading hero shows the cover at once: the largest picture of the page need not wait for the app.
    `function show(){var image=document.querySelector('img[${EARLY_COVER_ATTRIBUTE}]');if(!image)return boot();image.onload=image.onerror=function(){boot()};if(link.getAttribute('imagesrcset')){image.setAttribute('sizes',link.getAttribute('imagesizes'));image.setAttribute('srcset',link.getAttribute('imagesrcset'))}image.src=cover;image.hidden=false}`,
    "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',show);else show()",
    '}).catch(function(){boot()})',
    '})()',
  ].join('');
}

/** The page every other path is answered with (firebase.json rewrites): the app with nothing drawn yet. */
const APP_SHELL = 'app.html';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/**
 * The files a page's chunk needs at once: its scripts to preload and its styles, which must be in place before the
 * first paint. A chunk's styles come after those of the chunks it imports, as Vite loads them, so a page's own rules
 * win over a shared block's of the same specificity (the page's code block over the prose's spacing on /developers).
 */
function pageAssets(manifest: Manifest, module: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Prerender: ${key} is not in the build manifest (was the page moved?)`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.imports?.forEach(visit);
    chunk.css?.forEach((file) => styles.add(file));
  };
  visit(module);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The page's HTML: its markup in #root, its title in the head, its styles and the latin Inter face (every page draws
 * with it) loaded at once. Its code loads after the first frame: the page is already drawn, and on a slow phone the
 * styles and the font should have the bandwidth first (a tab opened in the background loads it at once; a page may
 * say when instead, see `codeStarts`). Until the
 * app has taken over (app-ready.ts), the page ignores the pointer and holds a form sent with Enter.
 */
function withPage(
  template: string,
  page: PrerenderedPage,
  { markup, title }: PageMarkup,
  assets: { scripts: string[]; styles: string[] },
  font: string | undefined,
): string {
  const { path, codeStarts = 'after-first-frame', headScript } = page;
  const entry = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) throw new Error('Prerender: the entry script is missing from index.html');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">\s*/g)];
  const scripts = [...new Set([...preloads.map((match) => match[1]!), ...assets.scripts])].filter(
    (file) => file !== entry[1],
  );
  const boot = [
    `<style>html:not([${APP_READY_ATTRIBUTE}]) #root{pointer-events:none}</style>`,
    '<script>(function(){',
    'var root=document.documentElement,pending=null,booted=false;',
    `document.addEventListener('submit',function(event){if(!root.hasAttribute('${APP_READY_ATTRIBUTE}')){event.preventDefault();pending=event.target}},true);`,
    `new MutationObserver(function(_,observer){observer.disconnect();if(pending)pending.requestSubmit()}).observe(root,{attributes:true,attributeFilter:['${APP_READY_ATTRIBUTE}']});`,
    `function boot(){if(booted)return;booted=true;${JSON.stringify(scripts.map((file) => `/${file}`))}.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)});`,
    // Should the code fail to load, the page's links and forms work as plain HTML.
    `var script=document.createElement('script');script.type='module';script.src='/${entry[1]}';script.onerror=function(){root.setAttribute('${APP_READY_ATTRIBUTE}','')};document.head.appendChild(script)}`,
    codeStarts === 'when-called'
      ? 'window.petnestBoot=boot'
      : "if(document.visibilityState==='hidden')boot();else requestAnimationFrame(function(){setTimeout(boot)})",
    '})()</script>',
  ].join('');
  const head = [
    ...assets.styles
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">` : '',
    boot,
    headScript ? `<script>${headScript}</script>` : '',
  ].join('');
  let html = [entry, ...preloads].reduce((result, match) => result.replace(match[0], ''), template);
  html = html
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path}">${markup}</div>`);
  if (title) html = html.replace(/<title>.*?<\/title>/, `<title>${escapeHtml(title)}</title>`);
  return html;
}

/** The latin Inter face the entry's styles name. */
function latinInterFace(outDir: string, template: string): string | undefined {
  for (const [, file] of template.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)) {
    const face = /url\(\/(assets\/inter-latin-wght-normal-[^)]+\.woff2)\)/.exec(
      readFileSync(join(outDir, file!), 'utf8'),
    );
    if (face) return face[1];
  }
  return undefined;
}

export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'petnest-prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = join(config.root, 'node_modules/.cache/prerender');
      rmSync(serverDir, { recursive: true, force: true });
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
        },
      });
      const { renderPage } = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as {
        renderPage: (url: string) => Promise<PageMarkup>;
      };
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, APP_SHELL), template);
      const font = latinInterFace(outDir, template);
      for (const page of prerenderedPages) {
        const { path, module } = page;
        writeFileSync(
          join(outDir, htmlFileOf(page)),
          withPage(template, page, await renderPage(path), pageAssets(manifest, module), font),
        );
      }
      rmSync(serverDir, { recursive: true, force: true });
    },
  };
}
