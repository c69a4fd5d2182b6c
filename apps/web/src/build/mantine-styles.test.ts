import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { componentStylesOf, mantineModulesUsed, mantineStylesheet } from './mantine-styles.ts';

let folder = '';
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A source folder holding one module with this text. */
function sourceWith(text: string): string {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mantine-styles-'));
  fs.writeFileSync(path.join(folder, 'Page.tsx'), text);
  return folder;
}

const stylesOf = (text: string) =>
  [...componentStylesOf(mantineModulesUsed([path.join(sourceWith(text), 'Page.tsx')]))].sort();

const mantineCss = (name: string) =>
  fs.readFileSync(
    path.resolve(import.meta.dirname, `../../../../node_modules/@mantine/core/styles/${name}.css`),
    'utf8',
  );

describe("the portal's cut of Mantine's stylesheet", () => {
  it('takes the rules of each component used, and of the components it is built on', () => {
    // A Select draws an Input and a Combobox in a Popover; its options scroll in a ScrollArea.
    const select = stylesOf("import { Select, type SelectProps } from '@mantine/core';\n");
    expect(select).toEqual(expect.arrayContaining(['Combobox', 'Input', 'Popover', 'ScrollArea']));
    expect(select).not.toContain('Slider');
    // A date input, from another Mantine package, brings the core components it draws.
    expect(stylesOf("import { DateInput } from '@mantine/dates';\n")).toEqual(
      expect.arrayContaining(['Input', 'Popover']),
    );
    // A component taken by name from a package loaded on demand counts as well.
    expect(
      stylesOf(
        "const N = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));\n",
      ),
    ).toContain('Notification');
    // Types bring no rules.
    expect(stylesOf("import type { ButtonProps } from '@mantine/core';\n")).toEqual([]);
  });

  it('refuses an import it cannot read, rather than leave a component unstyled', () => {
    expect(() => stylesOf("const core = await import('@mantine/core');\n")).toThrow(
      /imports @mantine\/core whole; take a named part of it/,
    );
    expect(() => stylesOf("import { Buton } from '@mantine/core';\n")).toThrow(
      /imports Buton from @mantine\/core, which its entry does not name/,
    );
  });

  it("joins the files in the order of Mantine's whole stylesheet, the theme's variables first", () => {
    const css = mantineStylesheet(sourceWith("import { Button, Accordion } from '@mantine/core';\n"));
    const at = (name: string) => css.indexOf(mantineCss(name));
    expect(at('baseline')).toBe(0);
    // Mantine's own order: the variables, then Accordion, Button's UnstyledButton before Button.
    expect(at('default-css-variables')).toBeGreaterThan(at('baseline'));
    expect(at('UnstyledButton')).toBeGreaterThan(at('default-css-variables'));
    expect(at('Accordion')).toBeGreaterThan(at('UnstyledButton'));
    expect(at('Button')).toBeGreaterThan(at('Accordion'));
    expect(at('Slider')).toBe(-1);
  });

  it("keeps what the portal's own pages use, and leaves out what none does", () => {
    const css = mantineStylesheet(path.resolve(import.meta.dirname, '..'));
    for (const used of ['Button', 'Input', 'Modal', 'Combobox', 'Table', 'Notification', 'InlineInput'])
      expect(css).toContain(mantineCss(used));
    for (const unused of ['Slider', 'Stepper', 'Timeline']) expect(css).not.toContain(mantineCss(unused));
  });
});
