// Types of build/first-load.mjs (plain JavaScript, read by the build and by `npm run bench`).

export interface FileSize {
  file: string;
  gzipKb: number;
}

export interface BuildFacts {
  distDir: string;
  manifest: Record<string, { file: string; imports?: string[] }>;
  gzipKb(file: string): Promise<number>;
  withImports(files: Iterable<string>, seen?: Set<string>): Set<string>;
}

export interface FirstLoad {
  page: string;
  /** What the page fetches before any reason to, largest first. */
  rows: FileSize[];
  kb: number;
  /** What it fetches on a reason (a page marked `data-load="on-reason"`), else null. */
  appCode: { rows: FileSize[]; kb: number } | null;
}

export function readBuild(distDir: string): Promise<BuildFacts>;
export function scriptsOf(html: string): {
  page: string[];
  appCode: { load: string; files: string[] } | null;
};
export function firstLoadOf(build: BuildFacts, page: string): Promise<FirstLoad>;
