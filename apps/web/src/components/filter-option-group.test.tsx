import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddFilterValue, FilterOptionGroup, ShowAllToggle } from './filter-option-group.tsx';

const countLabel = (label: string, count: string) => `${label} (${count})`;

const SECTORS = [
  { value: 'fintech', label: 'Fintech', count: 4 },
  { value: 'agritech', label: 'Agritech', count: 0 },
  { value: 'edtech', label: 'Edtech' },
];

describe('FilterOptionGroup', () => {
  it('is a group named by its legend, each box named with its count; ticking one says which', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FilterOptionGroup
        legend="Sector"
        legendNote="1 chosen"
        options={SECTORS}
        isChecked={(value) => value === 'fintech'}
        onChange={onChange}
        countLabel={countLabel}
      >
        <ShowAllToggle expanded={false} onToggle={() => {}}>
          Show all 12
        </ShowAllToggle>
      </FilterOptionGroup>,
    );
    const group = screen.getByRole('group', { name: /^Sector/ });
    expect(within(group).getByRole('checkbox', { name: 'Fintech (4)' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Agritech (0)' })).not.toBeChecked();
    // No count yet: the box is named by its label alone.
    expect(within(group).getByRole('checkbox', { name: 'Edtech' })).not.toBeChecked();
    expect(within(group).getByRole('button', { name: 'Show all 12' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Agritech (0)' }));
    expect(onChange).toHaveBeenLastCalledWith('agritech', true);
    await user.click(screen.getByRole('checkbox', { name: 'Fintech (4)' }));
    expect(onChange).toHaveBeenLastCalledWith('fintech', false);
  });

  it('when full, leaves only the chosen boxes to untick; a hint describes its box', () => {
    render(
      <FilterOptionGroup
        legend="Investor type"
        options={[
          { value: 'angel', label: 'Angel', hint: 'Invests their own money', count: 3 },
          { value: 'vc', label: 'VC fund', count: 2 },
        ]}
        isChecked={(value) => value === 'angel'}
        onChange={() => {}}
        countLabel={countLabel}
        full
      />,
    );
    const angel = screen.getByRole('checkbox', { name: 'Angel (3)' });
    expect(angel).toBeEnabled();
    expect(angel).toHaveAccessibleDescription('Invests their own money');
    expect(screen.getByRole('checkbox', { name: 'VC fund (2)' })).toBeDisabled();
  });

  it('as radios, one name for the group so one is chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FilterOptionGroup
        legend="Posted within"
        type="radio"
        options={[
          { value: '', label: 'Any time' },
          { value: '7d', label: 'Last 7 days', count: 7 },
        ]}
        isChecked={(value) => value === ''}
        onChange={onChange}
        countLabel={countLabel}
      />,
    );
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toHaveAttribute('name', radios[1]?.getAttribute('name'));
    expect(screen.getByRole('radio', { name: 'Any time' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Last 7 days (7)' }));
    expect(onChange).toHaveBeenLastCalledWith('7d', true);
  });
});

describe('AddFilterValue', () => {
  it('adds a typed city in its usual spelling, then empties the field; blank adds nothing', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<AddFilterValue kind="city" label="Add a city" onAdd={onAdd} />);
    const field = screen.getByRole('combobox', { name: 'Add a city' });
    expect(field).toHaveAttribute('placeholder', 'Add a city');
    await user.type(field, '   {Enter}');
    expect(onAdd).not.toHaveBeenCalled();
    await user.type(field, '  pune {Enter}');
    expect(onAdd).toHaveBeenCalledWith('Pune');
    expect(field).toHaveValue('');
  });

  it('adds a skill with its spaces folded by the + button; disabled when the filter is full', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const { rerender } = render(
      <AddFilterValue kind="skill" label="Add a skill" placeholder="e.g. Figma" onAdd={onAdd} />,
    );
    const field = screen.getByRole('textbox', { name: 'Add a skill' });
    expect(field).toHaveAttribute('placeholder', 'e.g. Figma');
    await user.type(field, ' B2B   sales ');
    await user.click(screen.getByRole('button', { name: 'Add a skill' }));
    expect(onAdd).toHaveBeenCalledWith('B2B sales');

    rerender(<AddFilterValue kind="skill" label="Add a skill" disabled onAdd={onAdd} />);
    expect(screen.getByRole('textbox', { name: 'Add a skill' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add a skill' })).toBeDisabled();
  });
});
