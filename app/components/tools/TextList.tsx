/** A bulleted (or numbered) list of plain sentences; `className` adds colour and margins. */
export function TextList({
  items,
  ordered = false,
  className = "",
}: {
  items: readonly string[];
  ordered?: boolean;
  className?: string;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={`${ordered ? "list-decimal" : "list-disc"} space-y-1 pl-5 ${className}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
