// Inline icons of the bottom navigation: they inherit the text colour (dark when active, grey otherwise).
const common = { width: 26, height: 26, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function ExploreIcon() {
  return (
    <svg {...common}>
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm3.9 6.1-2.2 5.6-5.6 2.2 2.2-5.6 5.6-2.2ZM12 10.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2Z"
      />
    </svg>
  );
}

export function OfferIcon() {
  return (
    <svg {...common}>
      <path
        fill="currentColor"
        d="M21.4 11.6 12.4 2.6A2 2 0 0 0 11 2H4a2 2 0 0 0-2 2v7c0 .6.2 1.1.6 1.4l9 9a2 2 0 0 0 2.8 0l7-7a2 2 0 0 0 0-2.8ZM6.5 8A1.5 1.5 0 1 1 6.5 5a1.5 1.5 0 0 1 0 3Z"
      />
    </svg>
  );
}

export function PersonIcon() {
  return (
    <svg {...common}>
      <path
        fill="currentColor"
        d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5C21 16.2 16.4 14 12 14Z"
      />
    </svg>
  );
}
