import { useDocumentTitle } from '@mantine/hooks';

const SITE = 'Ironbark Workwear Trade Portal';

export const usePageTitle = (title: string): void => useDocumentTitle(`${title} · ${SITE}`);
