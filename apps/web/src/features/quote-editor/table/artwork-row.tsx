import { type ArtworkChoice, logoPatchOf, visualsPatchOf } from '@portal/domain/files';
import type { DecorationRow } from '@portal/domain/quote';
import { Field, SubRow } from './layout-parts.tsx';
import classes from './table.module.css';
import type { TableView } from './types.ts';
import type { TableActions } from './use-table-actions.ts';

type Props = {
  row: DecorationRow;
  name: string;
  view: TableView;
  actions: TableActions;
  columns: number;
  /** Customers and staff both attach artwork (quote spec 6: logo and visuals are the customer's). */
  editable: boolean;
};

/**
 * A decoration's artwork: the client's logo it stitches or prints, chosen from
 * the Brand tab's files, and the visuals of this quote that show it. Only the client's own files
 * are offered, so the reference the row keeps is one the server accepts.
 */
export function ArtworkRow({ row, name, view, actions, columns, editable }: Props) {
  const { logos, visuals } = view.artwork;
  const update = (patch: Partial<DecorationRow>) => actions.update(row.id, 'decoration', patch);
  const logo = row.logo_file ?? '';
  const knownLogo = logos.some((choice) => choice.url === logo);
  const attached = new Set((row.visuals ?? []).map((visual) => visual.url ?? ''));
  // Visuals attached before, whose file is no longer among this quote's, still show so they can be taken off.
  const gone: ArtworkChoice[] = (row.visuals ?? [])
    .map((visual) => ({ url: visual.url ?? '', name: visual.filename ?? '' }))
    .filter((kept) => kept.url && !visuals.some((choice) => choice.url === kept.url));

  return (
    <SubRow title="Artwork" columns={columns}>
      <Field caption="Logo">
        <select
          aria-label={`${name} logo`}
          className={classes.select}
          value={logo}
          disabled={!editable}
          onChange={(event) =>
            update(logoPatchOf(logos.find((choice) => choice.url === event.currentTarget.value) ?? null))
          }
        >
          <option value="">—</option>
          {logo && !knownLogo && (
            <option value={logo} disabled>
              {row.logo_name || 'A logo no longer on file'}
            </option>
          )}
          {logos.map((choice) => (
            <option key={choice.url} value={choice.url}>
              {choice.name}
            </option>
          ))}
        </select>
      </Field>
      <Field caption="Visuals">
        {visuals.length + gone.length === 0 ? (
          <span className={classes.muted}>None for this quote yet (Visuals tab)</span>
        ) : (
          [...visuals, ...gone].map((choice) => (
            <label key={choice.url} style={{ marginRight: 8, whiteSpace: 'nowrap' }}>
              <input
                type="checkbox"
                aria-label={`${name} visual ${choice.name}`}
                checked={attached.has(choice.url)}
                disabled={!editable}
                onChange={(event) => update(visualsPatchOf(row.visuals, choice, event.currentTarget.checked))}
              />{' '}
              {choice.name}
            </label>
          ))
        )}
      </Field>
    </SubRow>
  );
}
