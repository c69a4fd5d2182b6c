import type { QuoteContent } from '../schema/content.ts';
import { updateGroup } from './update-group.ts';

export const renameGroup = (content: QuoteContent, groupId: string, name: string): QuoteContent =>
  updateGroup(content, groupId, (group) => (group.name === name ? group : { ...group, name }));
