// The theme's global CSS (the light theme's variables on :root and the reset). Components read the
// contract (`vars`) and the tokens from their own modules; pages lay out with Box, Stack, Inline and Columns.
import './lightTheme.css';
import './reset.css';
