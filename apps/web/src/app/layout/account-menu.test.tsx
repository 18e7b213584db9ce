// The account menu as a keyboard user meets it: a menu button whose entries the arrow keys walk,
// Escape closing it back onto the button, and who is signed in said above the entries.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Where, withProviders } from '../../test/session-fixture.tsx';
import { AccountMenu } from './account-menu.tsx';

const user = userEvent.setup({ delay: null });

function renderMenu() {
  const element = (
    <>
      <AccountMenu />
      <button type="button">Elsewhere</button>
      <Where />
    </>
  );
  return render(withProviders(null, { routes: [{ path: '*', element }] }));
}

describe('the account menu', () => {
  it('is a menu button that says who is signed in above its entries', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account', 'Business Profile', 'Change password', 'Log out']);
    expect(screen.getByText('Willow & Light')).toBeVisible();
    expect(screen.getByText('owner@willow.test')).toBeVisible();
    expect(within(menu).queryByText('owner@willow.test')).not.toBeInTheDocument();
  });

  it('walks its entries with the arrow keys, Home and End, round at either end', async () => {
    renderMenu();
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await user.keyboard('{Enter}');
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(item('Account')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Business Profile')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Log out')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Account')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Log out')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Account')).toHaveFocus();
  });

  it('opens at the last entry with ArrowUp, and Escape closes it back onto the button', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Account menu' });
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes to the chosen page with Enter, and closes on a click elsewhere', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Account menu' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/account/change-password');
  });
});
