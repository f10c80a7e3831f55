import { focusGroups } from '@pitchside/shared';

/** The builder's focus options in their groups, as <option>s for a Select. */
export function FocusOptions() {
  return (
    <>
      {focusGroups.map((group) => (
        <optgroup key={group.group} label={group.group}>
          {group.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
