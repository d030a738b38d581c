/**
 * A trap's number on its jacket colour (the greyhound tracks' own: 1 red, 2 blue, 3 white, 4 black,
 * 5 orange, 6 black and white); the colours are racing's, not the theme's, and each keeps its
 * number readable. Decorative beside the runner's name, which says the trap in words.
 */
export function TrapBadge({ trap }: { trap: number }) {
  return (
    <span className="race-trap" data-trap={trap} aria-hidden="true">
      {trap}
    </span>
  );
}
