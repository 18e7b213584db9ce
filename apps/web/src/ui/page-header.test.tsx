import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it("renders the title as the page's one h1, at the size of the app's page titles", () => {
    render(<PageHeader title="Contacts" description="Everyone you work with." />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Contacts' });
    expect(heading).toHaveStyle({ fontSize: '26px' });
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
