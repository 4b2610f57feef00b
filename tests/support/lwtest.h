// The one include for what every test shares (Qt Core and Qt Test only): JSON and byte literals
// (testutil.h), how helpers fail a test and LW_OK (check.h), the clock's figures (testclock.h)
// and child<T> (widgets.h). The helpers that need more than that come with their own headers:
// testworkspace.h (lwcore's api), workspacedump.h (lwcore's storage), engineclock.h (lwviews),
// sessiontest.h (the GUI session), lwbrun.h (the built lwb), rawhttp.h (Qt Network) and
// zipentries.h (QuaZip).
#pragma once

#include "check.h"
#include "testclock.h"
#include "testutil.h"
#include "widgets.h"
