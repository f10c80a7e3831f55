import type { Adaptations } from '../api';
import type { Activity, TroubleshootingEntry } from '../entities';
import { COOL_DOWN, focusGroups, WARM_UP } from '../drills/vocabulary';
import type { AdaptationOption, TroubleshootCategory } from './adaptations-schema';

/**
 * What a coach can change about a drill on the fly: the activity's own tips
 * when it has them, otherwise advice chosen by what the drill trains. Also the
 * fixed catalogues of the adaptation dialogs (Make It Easier, Make It More
 * Challenging, Try These Variations, Troubleshoot).
 */

type AdaptableActivity = Pick<
  Activity,
  | 'category'
  | 'subCategoryName'
  | 'simplifyTips'
  | 'progressTips'
  | 'variationTips'
  | 'troubleshootTips'
  | 'troubleshooting'
>;

/** The kind of drill, which decides which generated advice fits. */
export type DrillKind =
  | 'warmup'
  | 'attacking'
  | 'defending'
  | 'passing'
  | 'dribbling'
  | 'finishing'
  | 'games'
  | 'goalkeeping'
  | 'general';

const kindByName = new Map<string, DrillKind>([
  [WARM_UP.toLowerCase(), 'warmup'],
  ['warm up', 'warmup'],
  ['attacking', 'attacking'],
  ['transition', 'attacking'],
  ['defending', 'defending'],
  ['control and restraint', 'defending'],
  ['technical', 'passing'],
  ['passing & receiving', 'passing'],
  ['dribbling', 'dribbling'],
  ['technical 1v1', 'dribbling'],
  ['1v1', 'dribbling'],
  ['improvisation/creativity', 'dribbling'],
  ['finishing', 'finishing'],
  ['games', 'games'],
  ['goalkeeping', 'goalkeeping'],
  ['attacking set pieces', 'attacking'],
  ['defending set pieces', 'defending'],
  ['injury prevention', 'warmup'],
  ['physical literacy', 'warmup'],
  ['futsal', 'games'],
  [COOL_DOWN.toLowerCase(), 'warmup'],
]);
for (const group of focusGroups) {
  const groupKind = kindByName.get(group.group.toLowerCase()) ?? 'general';
  for (const option of group.options) {
    const name = option.toLowerCase();
    if (!kindByName.has(name)) kindByName.set(name, groupKind);
  }
}

export function drillKind(activity: Pick<Activity, 'category' | 'subCategoryName'>): DrillKind {
  for (const raw of [activity.subCategoryName, activity.category]) {
    if (!raw) continue;
    const name = raw.trim().toLowerCase().replace(/^category:/, '');
    const kind = kindByName.get(name);
    if (kind) return kind;
  }
  return 'general';
}

type KindAdvice = { simplify: string[]; progress: string[]; variation: string[]; troubleshoot: string[] };

const common: KindAdvice = {
  simplify: [
    'Make the area bigger by about 5 m each way so players have more time on the ball.',
    'Take one defender out, or make a defender passive (may intercept but not tackle), to give the attackers an overload.',
    'Allow unlimited touches so players can control the ball before they decide.',
  ],
  progress: [
    'Shrink the area by about 5 m each way so there is less time and space.',
    'Add a touch limit: three touches, then two, then one touch for the players who cope.',
    'Add a time limit: the attack must finish within 8-10 seconds of winning or receiving the ball.',
  ],
  variation: [
    'Change how a point is scored: dribble into an end zone or pass through a cone gate instead of shooting.',
    'Start each rep from a different place: the coach serves from the side, from behind or from a corner.',
    'Play it as a competition: first team to five points, then swap roles or opponents.',
  ],
  troubleshoot: [
    'Queues are forming: split into two smaller groups on the same set-up side by side so nobody waits more than 30 seconds.',
    'Play keeps breaking down: make the area bigger or add a neutral before you change the rules.',
    'One team dominates: swap one player between the teams or give the weaker team an extra player.',
  ],
};

const byKind: Record<DrillKind, KindAdvice> = {
  warmup: {
    simplify: [
      'Slow the tempo down to a jog and add speed only once the movement pattern is right.',
      'Give one instruction at a time and demonstrate it before adding the next.',
    ],
    progress: [
      'Give every player a ball and add a reaction call: the coach shouts a colour and players sprint to that cone.',
      'Turn the last two minutes into a race or a tag game to raise the intensity before the main part.',
    ],
    variation: [
      'Swap the running patterns for a tag game in the same area: two taggers with bibs, tagged players hold the bib.',
      'Add a partner passing pattern between the movements so players get touches while they warm up.',
    ],
    troubleshoot: [
      'Players are cold or slow to start: keep everyone moving, cut the explanations and let them learn while they play.',
    ],
  },
  attacking: {
    simplify: [
      'Add a neutral who always plays for the team in possession, creating a +1 overload.',
      'Let the attackers start with an unchallenged first pass.',
    ],
    progress: [
      'Remove the neutral so the teams play even numbers.',
      'A goal counts double if the team scores within three passes of winning the ball.',
    ],
    variation: [
      'Add two wide channels where only one attacker may enter and no defender may tackle, to encourage width.',
      'Play to two goals at each end so attackers must switch the play to find the free goal.',
    ],
    troubleshoot: [
      'Attackers go backwards every time: reward forward passes with a bonus point and praise the brave pass even when it fails.',
    ],
  },
  defending: {
    simplify: [
      'Limit the attackers to two touches so the defenders can read the play and arrive in time.',
      'Narrow the area by 5 m so the defenders have less ground to cover.',
    ],
    progress: [
      'Add an extra attacker so the defenders must defend an overload (for example 2v3).',
      'Defenders score a point by winning the ball and passing into a counter target within 5 seconds.',
    ],
    variation: [
      'Defenders start on the goal line and must recover before they can press.',
      'Give the defending team a mini goal to counter into as soon as they win the ball.',
    ],
    troubleshoot: [
      'Defenders dive in and get beaten: have them stay on their feet and count to two before they tackle, and reward delaying the attacker.',
    ],
  },
  passing: {
    simplify: [
      'Shorten the passing distance to 8-10 m and use the inside of the foot only.',
      'Play unopposed until the passes are clean, then add one passive defender.',
    ],
    progress: [
      'Demand first-time passes to the receiver\'s far foot and add an active defender.',
      'Lengthen the passes to 15-20 m and make every third pass with the weaker foot.',
    ],
    variation: [
      'Play through cone gates: a point for every pass that goes through a gate to a teammate.',
      'Change the pattern to a one-two (wall pass) before the pass to the next station.',
    ],
    troubleshoot: [
      'Passes bounce off the receiver: ask for a soft, open body shape and a first touch out of the feet, away from pressure.',
    ],
  },
  dribbling: {
    simplify: [
      'Widen the gates to 3 m and let the defender start 5 m away so the dribbler has time to set up a move.',
      'Practise the move unopposed, then against a defender who walks.',
    ],
    progress: [
      'Add a chasing defender who starts 2 m behind the dribbler.',
      'The dribbler must beat the defender and then pass through a target gate within 6 seconds.',
    ],
    variation: [
      'Four gates on the sides of the area: dribble through any gate the defender is not guarding.',
      'Play 1v1 to a line: the attacker scores by stopping the ball on the end line.',
    ],
    troubleshoot: [
      'Dribblers never attempt a move: award two points for a successful move and do not punish losing the ball.',
    ],
  },
  finishing: {
    simplify: [
      'Move the shooting line closer (12-14 m) and take the keeper out or use a bigger goal.',
      'Serve a rolling ball into the shooter\'s path instead of a bouncing one.',
    ],
    progress: [
      'Add a recovering defender who starts 5 m behind the shooter.',
      'The shot must be first time, and goals with the weaker foot count double.',
    ],
    variation: [
      'Serve from the wing for volleys and headers instead of through the middle.',
      'Turn it into a rebound game: a second attacker follows in for any save or post.',
    ],
    troubleshoot: [
      'Shots fly over the bar: ask for the body over the ball and the laces locked, and aim low across the keeper.',
    ],
  },
  games: {
    simplify: [
      'Play with a neutral who joins the team in possession and allow unlimited touches.',
      'Award a point for five passes in a row so teams keep the ball instead of kicking it long.',
    ],
    progress: [
      'Add a three-touch limit and count one-touch goals double.',
      'Play with one fewer player per side so everyone has more to do.',
    ],
    variation: [
      'Play winner stays on with a third team waiting, games of 3 minutes or first goal.',
      'Use four mini goals, two per team, so teams must switch the play.',
    ],
    troubleshoot: [
      'Everyone chases the ball: freeze play and ask players where the space is before restarting.',
    ],
  },
  goalkeeping: {
    simplify: [
      'Serve by hand or with a side-foot pass from 8-10 m so the keeper can get set before every ball.',
      'Play from the knees or a crouch for diving work so the keeper learns the shape without landing from height.',
      'Give the keeper 10 seconds between reps and shorten the set to six balls.',
    ],
    progress: [
      'Serve from 14-18 m with a mix of heights, and vary the delay so the keeper must set on the server\'s touch.',
      'Add a second server on the other side: the keeper must recover and reset for a ball from a new angle.',
      'Add a live striker who follows in for rebounds, so every parry must go wide of the goal.',
    ],
    variation: [
      'Turn it into a keeper competition: two keepers alternate, a point for each clean catch or save.',
      'Finish each rep with distribution: after the save the keeper throws or passes into a target gate.',
      'Change the starting position each set: near post, centre of goal, far post.',
    ],
    troubleshoot: [
      'Balls slip through the hands: ask for the W shape (thumbs almost touching) above the waist and the hands behind the ball, and slow the serve down.',
      'The keeper is caught flat-footed: ask for a small set step as the server touches the ball, weight on the balls of the feet.',
      'The keeper tires or dives carelessly: cut the set to six balls and give a full rest between sets.',
    ],
  },
  general: { simplify: [], progress: [], variation: [], troubleshoot: [] },
};

/** Advice for outfield play (areas, defenders, touches) that does not fit a keeper's practice. */
const outfieldOnly: ReadonlySet<DrillKind> = new Set(['goalkeeping']);

function withOwn(own: readonly string[], generated: readonly string[]): string[] {
  const kept = own.map((t) => t.trim()).filter((t) => t.length > 0);
  return kept.length > 0 ? kept : [...generated];
}

/** The four tip lists of the activity dialog and the adaptations route. */
export function defaultAdaptations(activity: AdaptableActivity): Adaptations {
  const drill = drillKind(activity);
  const kind = byKind[drill];
  const shared: KindAdvice = outfieldOnly.has(drill) ? byKind.general : common;
  return {
    simplify: withOwn(activity.simplifyTips, [...kind.simplify, ...shared.simplify]),
    progress: withOwn(activity.progressTips, [...kind.progress, ...shared.progress]),
    variation: withOwn(activity.variationTips, [...kind.variation, ...shared.variation]),
    troubleshoot: withOwn(activity.troubleshootTips, [...kind.troubleshoot, ...shared.troubleshoot]),
  };
}

const generatedTroubleshooting: Record<DrillKind | 'common', TroubleshootingEntry[]> = {
  common: [
    {
      problem: 'Players are standing in queues',
      solution: 'Run two copies of the drill side by side with half the players each.',
      coachingTip: 'Nobody should wait more than 30 seconds; more touches beat a longer explanation.',
    },
    {
      problem: 'The drill keeps breaking down',
      solution: 'Make the area bigger or add a neutral player before you change any rule.',
      coachingTip: 'Aim for success about 70% of the time: enough to keep going, hard enough to learn.',
    },
    {
      problem: 'Players do not follow the rules',
      solution: 'Freeze play, walk one rep through slowly, then restart with a single key rule.',
      coachingTip: 'Demonstrate instead of explaining; ask one player to repeat the rule back.',
    },
  ],
  warmup: [
    {
      problem: 'Players are not warm by the end',
      solution: 'Cut the standing time and finish with 2-3 short, fast races or a tag game.',
      coachingTip: 'Watch for breathing and colour in faces, not the clock.',
    },
  ],
  attacking: [
    {
      problem: 'Attackers only pass backwards or sideways',
      solution: 'Give a bonus point for a forward pass that breaks a line of defenders.',
      coachingTip: 'Praise the brave forward pass even when it does not come off.',
    },
  ],
  defending: [
    {
      problem: 'Defenders dive in and are easily beaten',
      solution: 'Defenders must stay on their feet; a point for forcing the attacker backwards or out of play.',
      coachingTip: 'Coach a low, side-on stance and "show them one way" before winning the ball.',
    },
  ],
  passing: [
    {
      problem: 'Passes are too slow or inaccurate',
      solution: 'Shorten the distance and ask for the ankle locked and the standing foot pointing at the target.',
      coachingTip: 'Ask receivers to call and show a target foot so the passer knows where to play it.',
    },
  ],
  dribbling: [
    {
      problem: 'Dribblers lose the ball straight away',
      solution: 'Make the defender start further away or defend passively for the first few reps.',
      coachingTip: 'Encourage small touches close to the feet and a change of pace after the move.',
    },
  ],
  finishing: [
    {
      problem: 'Too many shots miss the target',
      solution: 'Move the shooting line closer and make hitting the target worth a point, scoring two.',
      coachingTip: 'Accuracy before power: aim low and across the keeper.',
    },
  ],
  games: [
    {
      problem: 'Everyone crowds around the ball',
      solution: 'Add a rule that each team must have a player in each half, or use end zones.',
      coachingTip: 'Freeze play and ask where the free space is; let players find the answer.',
    },
  ],
  goalkeeping: [
    {
      problem: 'The keeper fumbles or parries balls that should be caught',
      solution: 'Slow the serve and bring the server closer until six in a row stick, then add pace again.',
      coachingTip: 'Eyes on the ball into the hands, and the body behind the hands as a second barrier.',
    },
    {
      problem: 'The keeper lands on elbows or knees first when diving',
      solution: 'Go back to diving from a kneeling position onto a soft surface and build up to standing.',
      coachingTip: 'Land on the side of the body: hip, then shoulder, with the ball held away from the ground.',
    },
  ],
  general: [],
};

/** The Troubleshoot & Fix panel: generated items for this kind of drill plus the activity's own entries. */
export function troubleshootItems(
  activity: Pick<Activity, 'category' | 'subCategoryName' | 'troubleshooting'>,
): TroubleshootingEntry[] {
  const kind = drillKind(activity);
  return [
    ...generatedTroubleshooting[kind],
    ...(outfieldOnly.has(kind) ? [] : generatedTroubleshooting.common),
    ...activity.troubleshooting,
  ];
}

// ---- the adaptation dialogs ----

export const troubleshootCategoryIds = ['bored_players', 'confusion', 'spacing_issues', 'concept_understanding'] as const;

export const troubleshootCategories: readonly TroubleshootCategory[] = [
  {
    id: 'bored_players',
    title: 'Players are bored or losing focus',
    solutions: [
      'Turn the drill into a competition: keep score and name a winning team every 3 minutes.',
      'Cut waiting time: split into smaller groups so everyone is involved every 20-30 seconds.',
      'Change one rule (scoring, touches or area) to give the drill a fresh challenge.',
      'Move on to a game sooner: keep the same coaching point with goals and opponents.',
    ],
    coachingTips: [
      'Boredom usually means too easy or too much waiting; fix the drill before blaming the players.',
      'Keep stoppages under 30 seconds and coach while the play runs.',
      'Give players a personal target (for example, three one-touch passes this round).',
    ],
  },
  {
    id: 'confusion',
    title: 'Players are confused about the drill',
    solutions: [
      'Freeze, walk one rep through slowly with a demonstration, then restart.',
      'Remove all but one rule; add the others back once the first is working.',
      'Use bibs and coloured cones so the roles and directions are easy to see.',
      'Ask one player to explain the drill back to the group before you restart.',
    ],
    coachingTips: [
      'Show, do not tell: a 20-second demonstration beats a 2-minute explanation.',
      'Check understanding with questions ("Where do you go after you pass?").',
      'Keep instructions to three points at most.',
    ],
  },
  {
    id: 'spacing_issues',
    title: 'Players bunch up or the spacing is poor',
    solutions: [
      'Mark zones or channels with cones and limit how many players may be in each.',
      'Make the area bigger or wider so there is space worth finding.',
      'Add end zones or wide gates that reward playing into space.',
      'Give a bonus point when the team switches play from one side to the other.',
    ],
    coachingTips: [
      'Ask "Can the ball get to you?" so players learn to open passing lines.',
      'Freeze play and let players move themselves into better positions before restarting.',
      'Praise the player who makes space for others, not only the one on the ball.',
    ],
  },
  {
    id: 'concept_understanding',
    title: 'Players do not understand the coaching point',
    solutions: [
      'Take the pressure out: run the pattern unopposed, then with a passive defender.',
      'Show a good example from within the group and ask what made it work.',
      'Reduce the number of players so each one has more chances to try it.',
      'Give a rule that forces the behaviour (for example, a goal only counts after a switch of play).',
    ],
    coachingTips: [
      'Use guided questions so players find the answer themselves.',
      'Coach one key point per activity and repeat the same words each time.',
      'Praise the attempt, not only the outcome, so players keep trying the new idea.',
    ],
  },
];

/** Make It Easier. */
export const easierOptions: readonly AdaptationOption[] = [
  { id: 'bigger_area', title: 'Bigger Area', description: 'Add about 5 m to the length and width so players have more time on the ball.' },
  { id: 'fewer_defenders', title: 'Fewer Defenders', description: 'Remove one defender to create an overload (for example 3v2 instead of 3v3).' },
  { id: 'passive_defender', title: 'Passive Defenders', description: 'Defenders may block and intercept but not tackle, so attackers can try things.' },
  { id: 'unlimited_touches', title: 'Unlimited Touches', description: 'Remove any touch limit so players can control the ball before deciding.' },
  { id: 'add_neutral', title: 'Add a Neutral', description: 'A neutral player in a different bib always plays for the team in possession.' },
  { id: 'bigger_goals', title: 'Bigger Targets', description: 'Use bigger goals or wider gates, or take the keeper out.' },
];

/** Make It More Challenging. */
export const harderOptions: readonly AdaptationOption[] = [
  { id: 'smaller_area', title: 'Smaller Area', description: 'Take about 5 m off the length and width so there is less time and space.' },
  { id: 'touch_limit', title: 'Touch Limit', description: 'Two touches maximum, then one touch for the players who cope.' },
  { id: 'time_limit', title: 'Time Limit', description: 'Attacks must finish within 8-10 seconds or possession goes over.' },
  { id: 'extra_defender', title: 'Extra Defender', description: 'Add a defender so attackers play against even numbers or an underload.' },
  { id: 'weaker_foot', title: 'Weaker Foot', description: 'Every pass or shot with the weaker foot, or goals with it count double.' },
  { id: 'smaller_goals', title: 'Smaller Targets', description: 'Use mini goals or narrower gates so accuracy matters.' },
];

/** Try These Variations. */
export const variationOptions: readonly AdaptationOption[] = [
  { id: 'end_zones', title: 'End Zones', description: 'Score by dribbling or passing into a 5 m end zone instead of a goal.' },
  { id: 'four_goals', title: 'Four Goals', description: 'Two mini goals per team at the corners, so teams must switch the play.' },
  { id: 'transition', title: 'Quick Transition', description: 'On winning the ball, a team has 5 seconds to score in a counter goal.' },
  { id: 'gates', title: 'Cone Gates', description: 'Set 4-6 cone gates; a point for every pass or dribble through a gate.' },
  { id: 'winner_stays_on', title: 'Winner Stays On', description: 'Short games of 2-3 minutes; the winner stays and a waiting team comes on.' },
  { id: 'coach_serves', title: 'Coach Serves', description: 'Every restart comes from the coach, from a different angle each time.' },
];
