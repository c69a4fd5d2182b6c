/**
 * A value old and new: "10 → 12" on screen, "10 to 12" to a screen reader; one value when the
 * two are the same, and only the side a line has when it was added or removed.
 */
export function BeforeAfter<T extends number | string>({
  before,
  after,
  show = String,
}: {
  before: T | null;
  after: T | null;
  show?: (value: T) => string;
}) {
  const text = (value: T | null) => (value === null ? '' : show(value));
  if (before === after || before === null) return <>{text(after)}</>;
  if (after === null) return <>{text(before)}</>;
  return (
    <>
      <s>{text(before)}</s>
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden"> to </span>
      <strong>{text(after)}</strong>
    </>
  );
}
