/** A card's heading with a count beside it (gold, Hope, level-up choices). */
export function CountHeader({
  id,
  title,
  count,
  testId,
}: {
  /** The heading's id, for the card's aria-labelledby. */
  id: string;
  title: string;
  count: string;
  testId: string;
}) {
  return (
    <div className="card__row">
      <h2 id={id} className="eyebrow">
        {title}
      </h2>
      <span className="dh-count" data-testid={testId}>
        {count}
      </span>
    </div>
  );
}
