import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ItemActionsMenu } from './item-actions-menu.tsx';

/* The "⋯" menu follows the WAI-ARIA menu button pattern with the keyboard and the pointer. */

function renderMenu() {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(
    <>
      <ItemActionsMenu itemName="Chai on wheels" onEdit={onEdit} onDelete={onDelete} />
      <button type="button">Elsewhere</button>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'More actions for Chai on wheels' });
  return { onEdit, onDelete, trigger };
}

describe('ItemActionsMenu', () => {
  it('is a closed menu button until pressed, then a menu with Edit and Delete, Edit focused', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'More actions for Chai on wheels' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  });

  it('moves with the arrows, Home and End, wrapping round', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  });

  it('closes on Escape and on Tab with focus back on the button, choosing nothing', async () => {
    const user = userEvent.setup();
    const { trigger, onEdit, onDelete } = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onEdit).not.toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('runs the chosen action once, closed, with focus on the button for the dialog to return to', async () => {
    const user = userEvent.setup();
    const { trigger, onDelete, onEdit } = renderMenu();
    let focusedAtCall: Element | null = null;
    onDelete.mockImplementation(() => {
      focusedAtCall = document.activeElement;
    });
    trigger.focus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    expect(focusedAtCall).toBe(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes when pressed outside, without taking focus back', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('stays open and follows its button when the page scrolls', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    let top = 100;
    trigger.getBoundingClientRect = () =>
      ({
        top,
        bottom: top + 36,
        left: 300,
        right: 336,
        width: 36,
        height: 36,
        x: 300,
        y: top,
        toJSON: () => ({}),
      }) as DOMRect;
    await user.click(trigger);
    const menu = screen.getByRole('menu');
    expect(menu.style.top).toBe('140px');
    top = 40;
    window.dispatchEvent(new Event('scroll'));
    expect(screen.getByRole('menu')).toBe(menu);
    expect(menu.style.top).toBe('80px');
  });
});
