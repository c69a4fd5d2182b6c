import {
  CUSTOMER_DECORATION_TYPES,
  DECORATION_TYPES,
  type DecorationType,
} from '../catalogue/decorations.ts';
import { can } from './capabilities.ts';

/** The decoration types a user may choose: all for admins, Screen Print 1C and Embroidery for customers. */
export const decorationTypesFor = (user: { role: string } | null | undefined): readonly DecorationType[] =>
  can(user, 'chooseAnyDecorationType') ? DECORATION_TYPES : CUSTOMER_DECORATION_TYPES;

export const canChooseDecorationType = (user: { role: string } | null | undefined, type: string): boolean =>
  (decorationTypesFor(user) as readonly string[]).includes(type);
