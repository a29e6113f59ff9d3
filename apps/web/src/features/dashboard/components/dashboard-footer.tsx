import { PRODUCT_NAME } from '@ideaignite/contract';
import { Link } from 'react-router';

export function DashboardFooter() {
  return (
    <footer className="border-ink-100 border-t">
      <div className="mx-auto flex max-w-5xl flex-col gap-2 px-4 py-6 text-ink-500 text-sm sm:flex-row sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
        <nav aria-label="Legal" className="flex gap-5">
          <Link to="/Termsandconditions" className="hover:text-ink-800">
            Terms and Conditions
          </Link>
          <Link to="/privacy-policy" className="hover:text-ink-800">
            Privacy Policy
          </Link>
        </nav>
      </div>
    </footer>
  );
}
