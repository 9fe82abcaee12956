/**
 * The brand's mark: a house with a door, in the primary colour. It carries the brand's name
 * (`title`): the name drawn beside it is not always drawn (a narrow desktop shows the mark alone).
 */
export function LogoMark({ title }: { title: string }) {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" role="img" focusable="false">
      <title>{title}</title>
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <path d="M16 7 6 15.5h3V25h5.5v-6h3v6H23v-9.5h3L16 7Z" fill="var(--color-on-primary)" />
    </svg>
  );
}
