/* lf-render: draw positions (lf-render(1)). Placeholder. */
#include "config.h"

#include "cli.h"

int
main(void)
{
	cli_init("lf-render");
	return 0;
}
