/**
 * The limits of a diagram, exported so the designer's fields and checks say the same numbers
 * the schema enforces (schema.ts builds its rules from these, nothing else writes them).
 */

/** Phases a diagram may name (version 1 allowed 4). */
export const MAX_DIAGRAM_PHASES = 8;
/** The longest side of an area: a full pitch and its run-off. */
export const MAX_AREA_METRES = 110;
/** The shortest side the designer lets a coach set: smaller than any grid a drill uses. */
export const MIN_AREA_METRES = 5;
/** A piece's id and a position's piece name. */
export const MAX_PIECE_ID = 40;
/** A player's label (a number or two or three letters, drawn inside the piece). */
export const MAX_PLAYER_LABEL = 3;
/** A text label's words (1 to this many). */
export const MAX_TEXT_LABEL = 40;
/** A zone's and a rule line's label. */
export const MAX_ZONE_LABEL = 24;
export const MAX_LINE_LABEL = 24;
/** A phase's name, trimmed. */
export const MIN_PHASE_NAME = 3;
export const MAX_PHASE_NAME = 60;
/** Per-phase positions a diagram may hold (8 phases of many pieces, with room). */
export const MAX_DIAGRAM_POSITIONS = 2000;
/**
 * How close (metres) an arrow must start to a piece to be that piece's movement when not
 * linked by id: the ball at a passer's feet, the player at a run's tail. The built-in drills
 * are drawn to this distance (a ball beside a player, not under the next one).
 */
export const ARROW_PICKUP_METRES = 1.5;
