import type { StepPosition } from './tours.ts';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Space kept between the highlighted element and the card, and between the card and the window edge. */
export const GAP = 14;
export const MARGIN = 12;
/** Below this width the card is docked to the bottom (or the top) of the screen instead. */
export const DOCK_BELOW = 600;

const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(v, Math.max(min, max)));

/**
 * Where the step's card goes: on the asked side of the target when it fits, else the opposite side,
 * else below/above, always inside the window. No target: centred. On a phone the card is docked to
 * the bottom edge, or to the top when the target sits in the lower half, so it never covers the target.
 */
export function placeCard(
  target: Box | null,
  position: StepPosition,
  card: { width: number; height: number },
  view: { width: number; height: number },
): { top: number; left: number } {
  const centre = {
    top: clamp((view.height - card.height) / 2, MARGIN, view.height - card.height - MARGIN),
    left: clamp((view.width - card.width) / 2, MARGIN, view.width - card.width - MARGIN),
  };
  if (!target || position === 'center') return centre;
  if (view.width < DOCK_BELOW) {
    const targetMiddle = target.top + target.height / 2;
    const top = targetMiddle > view.height / 2 ? MARGIN : view.height - card.height - MARGIN;
    return { top: Math.max(MARGIN, top), left: centre.left };
  }
  const fits: Record<Exclude<StepPosition, 'center'>, boolean> = {
    right: target.left + target.width + GAP + card.width + MARGIN <= view.width,
    left: target.left - GAP - card.width >= MARGIN,
    bottom: target.top + target.height + GAP + card.height + MARGIN <= view.height,
    top: target.top - GAP - card.height >= MARGIN,
  };
  const opposite = { right: 'left', left: 'right', top: 'bottom', bottom: 'top' } as const;
  const order = [position, opposite[position], 'bottom', 'top', 'right', 'left'] as const;
  const side = order.find((s) => fits[s]);
  const alongX = clamp(
    target.left + target.width / 2 - card.width / 2,
    MARGIN,
    view.width - card.width - MARGIN,
  );
  const alongY = clamp(target.top, MARGIN, view.height - card.height - MARGIN);
  switch (side) {
    case 'right':
      return { top: alongY, left: target.left + target.width + GAP };
    case 'left':
      return { top: alongY, left: target.left - GAP - card.width };
    case 'bottom':
      return { top: target.top + target.height + GAP, left: alongX };
    case 'top':
      return { top: target.top - GAP - card.height, left: alongX };
    default:
      return centre;
  }
}
