// The user's preferences, their QSettings keys, and the dialog that edits them.
#pragma once

#include "piecetheme.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSettings;

namespace ogi {

struct Preferences {
    PieceStyle pieceStyle = PieceStyle::Eastern;
    bool showLegalTargets = true;
    bool showCoordinates = true;
    bool refuseIllegal = false; // training: refuse illegal moves instead of losing

    // Keys: ui/pieceStyle (eastern|western), ui/showLegalTargets, ui/showCoordinates,
    // rules/refuseIllegal.
    static Preferences load(const QSettings& settings);
    void save(QSettings& settings) const;
    bool operator==(const Preferences&) const = default;
};

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(const Preferences& prefs, QWidget* parent = nullptr);
    Preferences preferences() const;

private:
    QComboBox* m_style;
    QCheckBox* m_targets;
    QCheckBox* m_coordinates;
    QCheckBox* m_refuse;
};

} // namespace ogi
