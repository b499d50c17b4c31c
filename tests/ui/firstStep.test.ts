// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstStep } from '../../src/ui/newMatch/firstStep.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The table as it is drawn once the match has opened: the grid's tab stop and Type a deal. */
function drawTable() {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div class="contract-grid"><button tabindex="-1">1C</button><button tabindex="0">4S</button></div>
     <form class="quick-entry"><input id="typed" /></form>`,
  );
}

const nextTask = () => new Promise((done) => setTimeout(done, 0));

describe('the focus after Start', () => {
  it('waits for the table, then goes to Type a deal after keys', async () => {
    focusFirstStep('key');
    await nextTask();
    drawTable();
    await nextTask();
    expect(document.activeElement?.id).toBe('typed');
  });

  it("goes to the grid's tab stop after a finger's tap, never to a text field", async () => {
    focusFirstStep('touch');
    drawTable();
    await nextTask();
    expect(document.activeElement?.textContent).toBe('4S');
  });

  it('leaves the focus where the player put it meanwhile', async () => {
    focusFirstStep('key');
    document.body.insertAdjacentHTML('beforeend', '<button id="chosen">Rules</button>');
    document.getElementById('chosen')?.focus();
    drawTable();
    await nextTask();
    expect(document.activeElement?.id).toBe('chosen');
  });
});
