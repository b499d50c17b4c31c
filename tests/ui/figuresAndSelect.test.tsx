// @vitest-environment happy-dom
// Two pieces that keep large text whole on a narrow phone: Figures (a figure never broken over
// lines) and Select (a list's chosen text drawn so that it wraps).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Figures } from '../../src/ui/common/Figures.tsx';
import { Select } from '../../src/ui/common/Select.tsx';

/** A figure's groups are set apart by a space that does not break, as the app writes them. */
const TEXT = '300 / 100, −1\u00a0100 and 4,020.50 at 7:30';

describe('Figures', () => {
  it('puts each figure, with its sign and its groups, in a span kept whole', () => {
    const { container } = render(
      <p>
        <Figures text={TEXT} />
      </p>,
    );
    expect([...container.querySelectorAll('.figure')].map((e) => e.textContent)).toEqual([
      '300',
      '100',
      '−1\u00a0100',
      '4,020.50',
      '7:30',
    ]);
    expect(container.textContent).toBe(TEXT);
  });

  it('leaves text with no figure as it is', () => {
    const { container } = render(
      <p>
        <Figures text="Standard" />
      </p>,
    );
    expect(container.querySelector('.figure')).toBeNull();
    expect(container.textContent).toBe('Standard');
  });
});

function Currency() {
  const [code, setCode] = useState('USD');
  return (
    <label>
      Currency
      <Select value={code} onChange={(e) => setCode(e.target.value)}>
        <option value="USD">USD (US Dollar)</option>
        <option value="NZD">NZD (New Zealand Dollar)</option>
      </Select>
    </label>
  );
}

describe('Select', () => {
  it('is the list a person and a screen reader meet, and shows its choice as drawn text', async () => {
    const user = userEvent.setup();
    const { container } = render(<Currency />);
    const list = screen.getByRole('combobox', { name: 'Currency' });
    const shown = () => container.querySelector('.select-shown');
    expect(shown()?.textContent).toBe('USD (US Dollar)');
    // The drawn text is not read twice.
    expect(shown()).toHaveAttribute('aria-hidden', 'true');
    await user.selectOptions(list, 'NZD');
    expect(list).toHaveValue('NZD');
    expect(shown()?.textContent).toBe('NZD (New Zealand Dollar)');
  });
});
