// @ts-check
/**
 * `yardfleet/kebab-case-path`: every folder and file name of a linted file, relative to the repo
 * root, is kebab-case (docs/architecture.md section 1: files and folders in kebab-case). Dotted suffixes are
 * allowed (`equipment-list.test.tsx`, `vite.config.ts`, `en-US` is not a path segment of code);
 * a leading dot is allowed for tool folders (`.storybook`).
 */
import { relative, sep } from 'node:path';

const KEBAB_SEGMENT = /^\.?[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * The rule, bound to the repo root its paths are measured from.
 * @param {string} rootDir absolute repo root
 * @returns {import('eslint').Rule.RuleModule}
 */
export function kebabCasePathRule(rootDir) {
  return {
    meta: {
      type: 'suggestion',
      docs: { description: 'File and folder names are kebab-case' },
      schema: [],
      messages: { notKebab: '"{{segment}}" in {{path}} is not kebab-case (files and folders are kebab-case: docs/architecture.md section 1).' },
    },
    create(context) {
      return {
        Program(node) {
          const path = relative(rootDir, context.filename);
          if (path.startsWith('..')) return;
          const segment = path.split(sep).find((part) => !KEBAB_SEGMENT.test(part));
          if (segment !== undefined) context.report({ node, messageId: 'notKebab', data: { segment, path } });
        },
      };
    },
  };
}
