/** The brand's mark: a house with a door, in the primary colour. Decorative (the name follows it). */
export function LogoMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <path d="M16 7 6 15.5h3V25h5.5v-6h3v6H23v-9.5h3L16 7Z" fill="var(--color-on-primary)" />
    </svg>
  );
}
