/* render.c: drawing positions as text, Unicode with colour, and SVG. */
#include "config.h"

#include "leapfrog.h"

/* Placeholder until the renderer lands: the position line itself. */
void
lf_render(const struct lf_position *pos, const struct lf_render_options *opt,
    struct lf_buf *out)
{
	(void)opt;
	lf_position_format(pos, out);
	lf_buf_add(out, "\n", 1);
}
