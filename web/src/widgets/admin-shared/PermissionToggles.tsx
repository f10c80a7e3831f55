import { permissionGroups, type UserFlagKey, type UserFlags } from '@pitchside/shared';
import { Switch } from '../../ui';

type PermissionTogglesProps = {
  value: UserFlags;
  onChange: (next: UserFlags) => void;
  /** The Admin Features group belongs to the super-admin form only. */
  includeSuperAdminOnly: boolean;
  disabled?: boolean;
};

/** The spec's permission groups (section 6) as switches; a flag is granted only when on. */
export function PermissionToggles({ value, onChange, includeSuperAdminOnly, disabled }: PermissionTogglesProps) {
  const set = (key: UserFlagKey, on: boolean) => onChange({ ...value, [key]: on });
  return (
    <div className="permission-groups grid-cards grid-cards--stretch gap-3">
      {permissionGroups
        .filter((group) => includeSuperAdminOnly || !group.superAdminOnly)
        .map((group) => (
          <fieldset key={group.title} className="permission-group stack gap-1">
            <legend className="permission-group__title">{group.title}</legend>
            {group.flags.map((flag) => (
              <Switch
                key={flag.key}
                label={flag.label}
                checked={value[flag.key]}
                disabled={disabled}
                onChange={(e) => set(flag.key, e.target.checked)}
              />
            ))}
          </fieldset>
        ))}
    </div>
  );
}
