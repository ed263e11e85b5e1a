/** A card's name: the Korean one first with the English beside it, when there is a Korean one. */
export function CardName({ name, korean }: { name: string; korean: string | null }) {
  if (!korean) return <span lang="en">{name}</span>;
  return (
    <>
      <span lang="ko" data-testid="card-name-ko">
        {korean}
      </span>{' '}
      <span lang="en" className="text-[0.8em] text-ink-muted" data-testid="card-name-en">
        ({name})
      </span>
    </>
  );
}
