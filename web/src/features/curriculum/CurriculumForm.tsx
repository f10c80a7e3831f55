import { outcomeCorners, teamAgeBands, type CurriculumTemplateInput } from '@pitchside/shared';
import { Button, Field, Select, TextArea, useForm } from '../../ui';
import { FormActions } from '../../ui/FormActions';
import { PlusIcon, TrashIcon } from '../../ui/icons';
import { FocusOptions } from '../../widgets/focus-options/FocusOptions';
import { checkCurriculumForm, newBlock, type BlockValues, type CurriculumFormValues } from './curriculum-form';

const ageBandOptions = teamAgeBands.map((b) => ({ value: b, label: b === 'adult' ? 'Adult' : b }));

type Props = { initial: CurriculumFormValues; onSave: (input: CurriculumTemplateInput) => Promise<void>; onCancel: () => void };

/** A season of blocks: weeks, themes (the builder's focus options), objectives and the four corners. */
export function CurriculumForm({ initial, onSave, onCancel }: Props) {
  const form = useForm<CurriculumFormValues>(initial);
  const { blocks } = form.values;
  const submit = form.submit({ check: checkCurriculumForm, send: onSave });
  const setBlock = (i: number, patch: Partial<BlockValues>) =>
    form.change({ blocks: blocks.map((b, j) => (j === i ? { ...b, ...patch } : b)) }, ['blocks', ...Object.keys(patch).map((k) => `block${i}.${k}`)]);

  return (
    <form className="curriculum-form grid" onSubmit={submit} noValidate aria-label="Curriculum template">
      <div className="curriculum-form__head grid gap-3">
        <Field label="Template name" required maxLength={100} {...form.bind('name')} />
        <Select
          label="Age band"
          required
          placeholder="Select an age band"
          options={ageBandOptions}
          value={form.values.ageBand}
          error={form.errors.ageBand}
          onChange={(e) => form.change({ ageBand: e.target.value as CurriculumFormValues['ageBand'] })}
        />
      </div>
      {form.errors.blocks ? (
        <p className="field__error" role="alert">
          {form.errors.blocks}
        </p>
      ) : null}
      <ol className="curriculum-form__blocks grid gap-3 list-bare">
        {blocks.map((block, i) => (
          <li key={i}>
            <fieldset className="curriculum-block grid gap-3 box">
              <legend>Block {i + 1}</legend>
              <Field label={`Weeks (block ${i + 1})`} inputMode="numeric" maxLength={2} hint="1 to 20" value={block.weeks} error={form.errors[`block${i}.weeks`]} onChange={(e) => setBlock(i, { weeks: e.target.value })} />
              {[0, 1, 2].map((t) => (
                <Select
                  key={t}
                  label={t === 0 ? `Theme (block ${i + 1})` : `Theme ${t + 1}, optional (block ${i + 1})`}
                  placeholder={t === 0 ? 'Select a theme' : 'None'}
                  value={block.themes[t]}
                  error={t === 0 ? form.errors[`block${i}.themes`] : undefined}
                  onChange={(e) => {
                    const themes: BlockValues['themes'] = [...block.themes];
                    themes[t] = e.target.value;
                    setBlock(i, { themes });
                  }}
                >
                  <FocusOptions />
                </Select>
              ))}
              <TextArea label={`Objectives (block ${i + 1})`} rows={2} maxLength={1000} value={block.objectives} error={form.errors[`block${i}.objectives`]} onChange={(e) => setBlock(i, { objectives: e.target.value })} />
              {outcomeCorners.map((corner) => (
                <TextArea
                  key={corner.key}
                  label={`${corner.label} outcomes (block ${i + 1})`}
                  rows={2}
                  maxLength={500}
                  value={block.outcomes[corner.key]}
                  onChange={(e) => setBlock(i, { outcomes: { ...block.outcomes, [corner.key]: e.target.value } })}
                />
              ))}
              {blocks.length > 1 ? (
                <Button variant="danger" size="sm" icon={<TrashIcon />} onClick={() => form.change({ blocks: blocks.filter((_, j) => j !== i) })}>
                  Remove Block {i + 1}
                </Button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      <FormActions className="row gap-2" submitLabel="Save Template" pending={form.pending} onCancel={onCancel}>
        <Button variant="secondary" icon={<PlusIcon />} onClick={() => form.change({ blocks: [...blocks, newBlock()] })}>
          Add Block
        </Button>
      </FormActions>
    </form>
  );
}
