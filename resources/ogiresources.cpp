#include "ogiresources.h"

#include <QtCore/qglobal.h>

void ogiInitResources() {
    Q_INIT_RESOURCE(ogi_artwork);
}
