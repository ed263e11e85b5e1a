// The lint rule that keeps features apart: a feature uses another only through its index.ts,
// and the layers below features never import them (or the app). Each case lints a small file
// placed in the real tree with the project's own ESLint configuration.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

// The first lint loads the configuration and its plugins, seconds on a busy machine.
describe('feature boundaries', { timeout: 30_000 }, () => {
  it('refuses a feature reaching into another feature’s files', async () => {
    const errors = await boundaryErrors(
      'src/features/home/boundary-fixture.ts',
      "import { PostList } from '../posts/post-list';\nexport const list = PostList;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/"\.\.\/posts\/post-list".*only through its index\.ts/);
  });

  it('refuses a deep dynamic import of another feature too', async () => {
    const errors = await boundaryErrors(
      'src/features/board/boundary-fixture.ts',
      "export const dialog = () => import('../posts/write-post-dialog');\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a feature use another through its index, and its own files freely', async () => {
    const errors = await boundaryErrors(
      'src/features/search/boundary-fixture.ts',
      [
        "import { PostList } from '../posts';",
        "import { useSession } from '../auth';",
        "import { highlightParts } from './highlight';",
        'export const used = [PostList, useSession, highlightParts];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses the shared layers importing a feature or the app', async () => {
    const errors = await boundaryErrors(
      'src/lib/boundary-fixture.ts',
      [
        "import { useSession } from '../features/auth';",
        "import { AppShell } from '../app/app-shell';",
        'export const used = [useSession, AppShell];',
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors.join('\n')).toMatch(/app -> features -> data, lib, i18n, ui/);
  });
});
