"""summary.html: the class dashboard, one self-contained file (inline CSS, inline SVG plots, no
JavaScript, no network). `svg` draws the plots (pure), `page` builds the view and renders the
jinja template with autoescape."""
