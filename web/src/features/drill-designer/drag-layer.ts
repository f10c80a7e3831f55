import { arrowGeometry, arrowToEdge } from '@pitchside/pitch-card/diagram';
import type { DiagramArrow, DiagramPoint } from '@pitchside/shared';
import { translate } from './DesignerPiece';

/** An arrow drawn from a dragged piece: its start goes with the piece, its end stays. */
export type FollowingArrow = DiagramArrow & { id: string };

export type DragLayerPlan = {
  /** The pieces dragged whole. */
  ids: readonly string[];
  following: readonly FollowingArrow[];
  /** Every player where this phase shows it, the dragged ones by their id (an arrow ending at a player stops at its edge). */
  players: readonly (DiagramPoint & { id?: string | undefined })[];
  u: number;
};

export type DragLayer = {
  /** Shows the pieces moved by (dx, dy) metres; `scale` is the pitch's metres per CSS pixel. */
  move(dx: number, dy: number, scale: number): void;
  end(): void;
};

type Follower = { arrow: FollowingArrow; el: Element; shaft: Element | null; head: Element | null; hit: Element | null };

/**
 * A drag drawn on a layer of its own: the dragged pieces, their selection marks and the arrows
 * drawn from them are copied onto `layer` (an SVG over the pitch with the same view, a compositor
 * layer of its own) and hidden on the pitch. A move sets the layer's CSS transform and nothing
 * else, which the compositor applies without style, layout or paint of the pitch or its pieces;
 * only an arrow drawn from a dragged piece is redrawn (its start goes with the piece, its end
 * stays), held in place against the layer's shift. `end` empties the layer and shows the pitch's
 * own pieces again, which the model's move has redrawn where the drag left them.
 */
export function startDragLayer(pitch: SVGSVGElement, layer: SVGSVGElement, plan: DragLayerPlan): DragLayer {
  const selector = (id: string) => `[data-piece-id="${CSS.escape(id)}"], [data-mark="${CSS.escape(id)}"]`;
  const followingIds = new Set(plan.following.map((a) => a.id));
  const originals = [...pitch.querySelectorAll<SVGElement>([...plan.ids, ...followingIds].map(selector).join(', '))];
  const followers: Follower[] = [];
  const copies = originals.map((el) => {
    const copy = el.cloneNode(true) as SVGElement;
    const id = el.dataset.pieceId ?? el.dataset.mark ?? '';
    if (followingIds.has(id)) {
      const arrow = plan.following.find((a) => a.id === id)!;
      if (el.dataset.pieceId) followers.push({ arrow, el: copy, shaft: copy.querySelector('.arrow-shaft'), head: copy.querySelector('.arrow-head'), hit: copy.lastElementChild });
      // A following arrow's mark is a straight line from its start: it follows the start too.
      else followers.push({ arrow, el: copy, shaft: null, head: null, hit: copy });
    }
    return copy;
  });
  layer.replaceChildren(...copies);
  for (const el of originals) el.style.visibility = 'hidden';
  const dragged = new Set(plan.ids);

  return {
    move(dx, dy, scale) {
      layer.style.transform = `translate(${dx / scale}px, ${dy / scale}px)`;
      if (followers.length === 0) return;
      const back = translate(-dx, -dy);
      const players = plan.players.map((p) => (p.id && dragged.has(p.id) ? { x: p.x + dx, y: p.y + dy } : p));
      for (const f of followers) {
        f.el.setAttribute('transform', back);
        const from = { x: f.arrow.from.x + dx, y: f.arrow.from.y + dy };
        const drawn = arrowToEdge({ ...f.arrow, from }, players, plan.u);
        if (f.shaft || f.head) {
          const { d, head } = arrowGeometry(drawn, plan.u);
          f.shaft?.setAttribute('d', d);
          f.head?.setAttribute('points', head);
          f.hit?.setAttribute('d', d);
        } else if (f.hit) {
          f.hit.setAttribute('x1', String(from.x));
          f.hit.setAttribute('y1', String(from.y));
        }
      }
    },
    end() {
      layer.replaceChildren();
      layer.style.transform = '';
      for (const el of originals) el.style.visibility = '';
    },
  };
}
