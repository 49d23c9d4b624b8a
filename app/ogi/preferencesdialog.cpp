#include "preferencesdialog.h"

#include "clicksound.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QVBoxLayout>

namespace ogi {

Preferences Preferences::load(const QSettings& s) {
    Preferences p;
    p.pieceStyle = pieceStyleFromKey(s.value("ui/pieceStyle", "eastern").toString());
    p.showLegalTargets = s.value("ui/showLegalTargets", true).toBool();
    p.showCoordinates = s.value("ui/showCoordinates", true).toBool();
    p.refuseIllegal = s.value("rules/refuseIllegal", false).toBool();
    p.sound = s.value("audio/sound", true).toBool();
    p.language = s.value("ui/language").toString();
    if (p.language != "en" && p.language != "fr" && p.language != "ja") p.language.clear();
    return p;
}

void Preferences::save(QSettings& s) const {
    s.setValue("ui/pieceStyle", pieceStyleKey(pieceStyle));
    s.setValue("ui/showLegalTargets", showLegalTargets);
    s.setValue("ui/showCoordinates", showCoordinates);
    s.setValue("rules/refuseIllegal", refuseIllegal);
    s.setValue("audio/sound", sound);
    s.setValue("ui/language", language);
}

PreferencesDialog::PreferencesDialog(const Preferences& prefs, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Preferences"));
    m_style = new QComboBox(this);
    m_style->addItem(tr("Eastern (kanji)"), int(PieceStyle::Eastern));
    m_style->addItem(tr("Western (symbols)"), int(PieceStyle::Western));
    m_style->setCurrentIndex(prefs.pieceStyle == PieceStyle::Western ? 1 : 0);
    m_targets = new QCheckBox(tr("Show legal targets of the piece held"), this);
    m_targets->setChecked(prefs.showLegalTargets);
    m_coordinates = new QCheckBox(tr("Show coordinates"), this);
    m_coordinates->setChecked(prefs.showCoordinates);
    m_refuse = new QCheckBox(tr("Refuse illegal moves (training)"), this);
    m_refuse->setChecked(prefs.refuseIllegal);
    auto* refuseNote = new QLabel(
        tr("Under the official rule an illegal move loses the game at once. In training, the "
           "move is refused and the reason is shown."),
        this);
    refuseNote->setWordWrap(true);
    m_sound = new QCheckBox(tr("Play a click when a piece lands"), this);
    m_sound->setChecked(prefs.sound);
    if (!ClickSound::available()) {
        m_sound->setEnabled(false);
        m_sound->setToolTip(tr("This build of Ōgi has no sound support"));
    }
    m_language = new QComboBox(this);
    m_language->addItem(tr("System default"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    m_language->addItem(QStringLiteral("日本語"), QStringLiteral("ja"));
    m_language->setCurrentIndex(qMax(0, m_language->findData(prefs.language)));

    auto* form = new QFormLayout;
    form->addRow(tr("Piece style:"), m_style);
    form->addRow(m_targets);
    form->addRow(m_coordinates);
    form->addRow(m_refuse);
    form->addRow(refuseNote);
    form->addRow(m_sound);
    form->addRow(tr("Language:"), m_language);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

Preferences PreferencesDialog::preferences() const {
    Preferences p;
    p.pieceStyle = PieceStyle(m_style->currentData().toInt());
    p.showLegalTargets = m_targets->isChecked();
    p.showCoordinates = m_coordinates->isChecked();
    p.refuseIllegal = m_refuse->isChecked();
    p.sound = m_sound->isChecked();
    p.language = m_language->currentData().toString();
    return p;
}

} // namespace ogi
