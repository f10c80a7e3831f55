import { Link } from 'react-router-dom';
import './Privacy.css';

const kept: { what: string; why: string; who: string; howLong: string }[] = [
  {
    what: "Players: name, shirt number, position, the group they're in",
    why: 'So coaches can pick a team and take a register',
    who: "The club's admins and coaches",
    howLong: 'Until the player is removed or erased, or the club closes',
  },
  {
    what: 'Attendance: who was at each session',
    why: 'Season attendance rates for the coaches',
    who: "The club's admins and coaches",
    howLong: 'As long as the club uses Pitchside; an erased player stays only as "1 player erased"',
  },
  {
    what: 'Matches: who was available (and why not), who played when and where, minutes, goals and assists',
    why: 'Fair playing time, and the match log on the touchline',
    who: "The club's admins and coaches; parents see only first names, shirt numbers and minutes, through a match's receipt link",
    howLong: 'Until the match is deleted; an erased player stays only as a stand-in, their name and reason removed',
  },
  {
    what: "Session plans and coaches' notes (which may mention an injury)",
    why: 'To plan and review training',
    who: 'The coach who wrote them, and the club if they are shared',
    howLong: 'Until deleted; an erased player’s name is removed from notes',
  },
  {
    what: 'Coach and admin accounts: name, email, password (stored scrambled), sign-ins',
    why: 'To sign in and to know who changed what',
    who: "The club's admins; Pitchside's support staff",
    howLong: 'Until the account is deleted',
  },
  {
    what: 'Audit trail: who approved, added, erased or exported what, when and from which address',
    why: 'So the club can show who did what',
    who: "The club's admins; Pitchside's support staff",
    howLong: 'Two years, then deleted automatically',
  },
];

/** /privacy: what Pitchside keeps about a club, for the club secretary who answers for it. */
export function Privacy() {
  return (
    <main className="privacy" id="main">
      <Link to="/" className="privacy__back">
        ← Pitchside
      </Link>
      <h1>Privacy at Pitchside</h1>
      <p>
        Written for the club secretary or welfare officer who answers for the club’s data. Your club is in charge of its data (the
        “controller”); Pitchside keeps it for you (the “processor”) and uses it only to run the app.
      </p>

      <h2>What we keep, why, who sees it and for how long</h2>
      <div role="region" aria-label="What we keep" tabIndex={0} style={{ overflowX: 'auto' }}>
        <table>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Why</th>
              <th scope="col">Who sees it</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            {kept.map((row) => (
              <tr key={row.what}>
                <td data-label="What">{row.what}</td>
                <td data-label="Why">{row.why}</td>
                <td data-label="Who sees it">{row.who}</td>
                <td data-label="How long">{row.howLong}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>We never sell data, show adverts, or share it with anyone outside your club, except where the law requires it.</p>

      <h2>On coaches’ phones and tablets</h2>
      <p>
        The app keeps a copy of the club’s data on each device so it works without signal at the pitch. Signing out removes the synced copy
        from the device.
      </p>

      <h2>When a parent asks for their child’s data</h2>
      <ul>
        <li>
          <strong>A copy:</strong> an org admin or the team’s coach opens the player on the team’s roster and chooses Export. The club’s whole
          data is under Organization Management → Export club data.
        </li>
        <li>
          <strong>Erasure:</strong> open the player on the roster and choose Erase, then type the player’s name to confirm. The name, shirt
          number and position are removed everywhere, including from coaches’ notes, match records and every device at its next sync. Registers keep “1
          player erased” so the season’s counts stay right. This cannot be undone.
        </li>
      </ul>

      <h2>Leaving Pitchside</h2>
      <ul>
        <li>
          <strong>Your account:</strong> signed in, open the menu and choose <Link to="/account">Your account</Link> (on a wider screen: your initials beside Logout), then Close my account. It is
          deleted at once; the sessions you made stay with your club. Logging out leaves nothing of you on a shared device.
        </li>
        <li>
          <strong>A whole club:</strong> ask Pitchside to close it. Its members are signed out at once and its data is kept 30 days, when it
          can still be restored; then it is deleted for good.
        </li>
      </ul>

      <h2>Who did what</h2>
      <p>
        Organization Management → Audit trail shows approvals, permission changes, coaches and players added or erased, exports, share and
        calendar links, and sign-ins from new devices, for two years.
      </p>

      <h2>Backups</h2>
      <p>The database is backed up on a schedule and the backups are checked by restoring them. Backups are kept for a limited number of days.</p>

      <h2>Questions</h2>
      <p>Ask Pitchside support through your club’s admin, or write to the contact given in your club’s agreement.</p>
    </main>
  );
}
export default Privacy;
