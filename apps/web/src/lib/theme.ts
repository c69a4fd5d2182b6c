import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * A dark navy primary: Mantine's default blue gives white text only 3.55:1, so buttons and
 * links use shade 8 of this palette (about 9:1 on white).
 */
const navy: MantineColorsTuple = [
  '#edf2f8',
  '#d8e2ee',
  '#b0c4dc',
  '#86a4c8',
  '#6389b7',
  '#4c78ab',
  '#3d6a9d',
  '#2f5989',
  '#1f3f63',
  '#152c47',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy },
  defaultRadius: 'sm',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { fw: 600 } },
    // Links in running text must not rely on colour alone (axe link-in-text-block).
    Anchor: { defaultProps: { underline: 'always' } },
    // Every message's close cross needs a name a screen reader can say (axe button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close message' } } },
  },
});

/** Dimmed text and error red darkened so they keep a 4.5:1 contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#495057',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-placeholder': '#6c757d',
  },
  dark: {},
});
