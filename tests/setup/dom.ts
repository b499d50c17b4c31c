// Testing Library's DOM matchers (toBeInTheDocument, toHaveAccessibleName...) for component tests.
import '@testing-library/jest-dom/vitest';
